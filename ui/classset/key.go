package classset

import (
	"strconv"

	"github.com/go-pdf/fpdf"

	"github.com/decknamen/decknamen/game"
)

// rgb is a colour of the key card.
type rgb struct{ r, g, b int }

// The identities' colours, those of the app's key view. Each identity also
// has its own symbol, and red agents a hatching, so a black-and-white print
// tells them all apart.
var (
	redInk       = rgb{0xc9, 0x32, 0x26}
	blueInk      = rgb{0x1f, 0x5f, 0xb0}
	bystanderInk = rgb{0xc8, 0xb4, 0x8a}
	assassinInk  = rgb{0x14, 0x14, 0x14}
	darkInk      = rgb{0x1e, 0x1b, 0x18}
)

// IdentityColors are the key card's colours by identity (for tests and
// for anyone checking a print).
var IdentityColors = map[game.Identity][3]uint8{
	game.RedAgent:  {0xc9, 0x32, 0x26},
	game.BlueAgent: {0x1f, 0x5f, 0xb0},
	game.Bystander: {0xc8, 0xb4, 0x8a},
	game.Assassin:  {0x14, 0x14, 0x14},
}

func inkOf(id game.Identity) rgb {
	switch id {
	case game.RedAgent:
		return redInk
	case game.BlueAgent:
		return blueInk
	case game.Assassin:
		return assassinInk
	}
	return bystanderInk
}

// key writes a group's key card, portrait, to be folded along the middle
// into a tent that stands between the two spymasters: the lower half shows
// the key towards them, the upper half (upside down on the sheet) shows the
// guessers only which group's card it is.
func (d *doc) key(group int, s game.Setup) {
	p := d.pdf
	p.AddPageFormat("P", p.GetPageSizeStr(d.opts.Paper.fpdfSize()))
	w, h := p.GetPageSize()
	mid := h / 2

	// The guessers' side, upside down so it stands upright once folded.
	p.TransformBegin()
	p.TransformRotate(180, w/2, mid/2)
	p.SetTextColor(darkInk.r, darkInk.g, darkInk.b)
	p.SetFont(font, "B", 22)
	p.SetXY(margin, mid/2-14)
	p.CellFormat(w-2*margin, 12, d.tr.T("classset.group", map[string]any{"Group": group}), "", 2, "C", false, 0, "")
	p.SetFont(font, "", 15)
	p.CellFormat(w-2*margin, 9, d.tr.T("classset.keyBack", nil), "", 2, "C", false, 0, "")
	p.TransformEnd()

	// The fold.
	p.SetDrawColor(0x88, 0x88, 0x88)
	p.SetLineWidth(0.3)
	p.SetDashPattern([]float64{3, 2}, 0)
	p.Line(4, mid, w-4, mid)
	p.SetDashPattern(nil, 0)
	p.SetFont(font, "", 8)
	p.SetTextColor(0x70, 0x70, 0x70)
	p.SetXY(margin, mid-4.5)
	p.CellFormat(w-2*margin, 4, d.tr.T("classset.fold", nil), "", 0, "C", false, 0, "")

	// The spymasters' side.
	p.SetTextColor(darkInk.r, darkInk.g, darkInk.b)
	p.SetFont(font, "B", 14)
	p.SetXY(margin, mid+6)
	p.CellFormat(w/2-margin, 8, d.tr.T("classset.group", map[string]any{"Group": group})+" · "+d.tr.T("classset.key", nil), "", 0, "L", false, 0, "")
	p.SetFont(font, "", 14)
	p.CellFormat(w/2-margin, 8, d.tr.T("status.gameNumber", map[string]any{"Number": s.Seed}), "", 0, "R", false, 0, "")
	start := inkOf(game.AgentOf(s.Key.Start))
	p.SetFont(font, "B", 13)
	p.SetTextColor(start.r, start.g, start.b)
	p.SetXY(margin, mid+15)
	p.CellFormat(w-2*margin, 7, d.tr.T("classset.starts", map[string]any{"Team": d.teamName(s.Key.Start)}), "", 0, "L", false, 0, "")
	d.keyGrid(s, mid+25, h-margin-18)
	d.legend(h - margin - 15)
}

// Rect is a rectangle on a page, in millimetres from the top left.
type Rect struct{ X, Y, W, H float64 }

// keyLayout places the key's cells of a board of size s on a page of width
// w between the heights top and bottom; it also returns the cell size.
func keyLayout(s game.Size, w, top, bottom float64) (cells []Rect, cw, ch float64) {
	cols, rows := s.Cols(), s.Rows()
	left := margin + 7
	cw = (w - left - margin) / float64(cols)
	ch = min((bottom-top-6)/float64(rows), cw*0.7)
	for i := range s.Cards() {
		cells = append(cells, Rect{left + float64(i%cols)*cw, top + 6 + float64(i/cols)*ch, cw, ch})
	}
	return cells, cw, ch
}

// KeyCells returns where the key card of a board of size s on paper puts
// each card's identity, in board order (for tests that read a print).
func KeyCells(paper Paper, s game.Size) []Rect {
	pdf := fpdf.New("P", "mm", paper.fpdfSize(), "")
	w, h := pdf.GetPageSize()
	cells, _, _ := keyLayout(s, w, h/2+25, h-margin-18)
	return cells
}

// keyGrid draws the key's cells between the heights top and bottom, framed
// in the starting team's colour like the edge of the physical key card.
func (d *doc) keyGrid(s game.Setup, top, bottom float64) {
	p := d.pdf
	w, _ := p.GetPageSize()
	cells, cw, ch := keyLayout(s.Size, w, top, bottom)
	p.SetFont(font, "B", 10)
	p.SetTextColor(darkInk.r, darkInk.g, darkInk.b)
	for c := range s.Size.Cols() {
		p.SetXY(cells[c].X, top)
		p.CellFormat(cw, 5, string(rune('A'+c)), "", 0, "C", false, 0, "")
	}
	for r := range s.Size.Rows() {
		p.SetXY(margin, cells[r*s.Size.Cols()].Y)
		p.CellFormat(6, ch, strconv.Itoa(r+1), "", 0, "C", false, 0, "")
	}
	start := inkOf(game.AgentOf(s.Key.Start))
	first, last := cells[0], cells[len(cells)-1]
	p.SetFillColor(start.r, start.g, start.b)
	p.Rect(first.X-2, first.Y-2, last.X+last.W-first.X+4, last.Y+last.H-first.Y+4, "F")
	for i, id := range s.Key.Identities {
		c := cells[i]
		d.cell(id, c.X+0.8, c.Y+0.8, c.W-1.6, c.H-1.6)
	}
}

// cell draws one identity: its colour, its symbol, and for red agents a
// hatching.
func (d *doc) cell(id game.Identity, x, y, cw, ch float64) {
	p := d.pdf
	ink := inkOf(id)
	p.SetFillColor(ink.r, ink.g, ink.b)
	p.Rect(x, y, cw, ch, "F")
	if id == game.RedAgent {
		p.ClipRect(x, y, cw, ch, false)
		p.SetDrawColor(0xff, 0xff, 0xff)
		p.SetLineWidth(0.5)
		for off := -ch; off < cw; off += 3.5 {
			p.Line(x+off, y+ch, x+off+ch, y)
		}
		p.ClipEnd()
	}
	d.symbol(id, x+cw/2, y+ch/2, min(cw, ch)*0.5)
}

// symbol draws an identity's shape centred at (cx, cy), side s: red agent
// a disc, blue agent a square, bystander a bar, assassin a cross, as in the
// app's key view.
func (d *doc) symbol(id game.Identity, cx, cy, s float64) {
	p := d.pdf
	fill, edge := rgb{0xff, 0xff, 0xff}, darkInk
	if id == game.Bystander {
		fill, edge = darkInk, rgb{0xff, 0xff, 0xff}
	}
	p.SetFillColor(fill.r, fill.g, fill.b)
	p.SetDrawColor(edge.r, edge.g, edge.b)
	p.SetLineWidth(0.6)
	switch id {
	case game.RedAgent:
		p.Circle(cx, cy, s/2, "FD")
	case game.BlueAgent:
		p.Rect(cx-s/2, cy-s/2, s, s, "FD")
	case game.Bystander:
		p.Rect(cx-s/2, cy-s/8, s, s/4, "FD")
	default:
		p.SetDrawColor(0xff, 0xff, 0xff)
		p.SetLineWidth(s / 6)
		p.Line(cx-s/2, cy-s/2, cx+s/2, cy+s/2)
		p.Line(cx-s/2, cy+s/2, cx+s/2, cy-s/2)
	}
}

// legend names each identity beside its symbol, in two rows from height y.
func (d *doc) legend(y float64) {
	p := d.pdf
	w, _ := p.GetPageSize()
	ids := []game.Identity{game.RedAgent, game.BlueAgent, game.Bystander, game.Assassin}
	step := (w - 2*margin) / 2
	p.SetFont(font, "", 10)
	for i, id := range ids {
		x, row := margin+float64(i%2)*step, y+float64(i/2)*8
		d.cell(id, x, row, 9, 7)
		p.SetTextColor(darkInk.r, darkInk.g, darkInk.b)
		p.SetXY(x+11, row)
		p.CellFormat(step-12, 7, d.tr.T("identity."+id.String(), nil), "", 0, "L", false, 0, "")
	}
}

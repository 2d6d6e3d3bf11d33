package classset

import (
	"bytes"
	"fmt"

	"github.com/go-pdf/fpdf"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/game/wordlist"
)

const (
	gap      = 3.0  // mm between cards
	maxWord  = 30.0 // pt, the largest card word
	minWord  = 9.0  // pt
	labelPt  = 9.0  // pt, the position label in a card's corner
	labelBox = 6.0  // mm kept free for it
	lineGap  = 1.2  // the distance of a word's two lines, in font heights
)

// board writes a group's board page, landscape: the cards large enough to
// cut out or to lay a coin on, each marked with its position (A1–E5). It
// draws no identity colour: the page lies open on the table.
func (d *doc) board(group int, s game.Setup) {
	p := d.pdf
	p.AddPageFormat("L", p.GetPageSizeStr(d.opts.Paper.fpdfSize()))
	w, h := p.GetPageSize()
	d.header(group, s, d.tr.T("classset.board", nil))
	top := margin + 10
	cols, rows := s.Size.Cols(), s.Size.Rows()
	cw := (w - 2*margin - float64(cols-1)*gap) / float64(cols)
	ch := (h - top - margin - float64(rows-1)*gap) / float64(rows)
	for i, c := range s.Cards {
		x := margin + float64(i%cols)*(cw+gap)
		y := top + float64(i/cols)*(ch+gap)
		p.SetDrawColor(0x55, 0x55, 0x55)
		p.SetLineWidth(0.4)
		p.SetDashPattern([]float64{2, 1.5}, 0) // a cutting line
		p.RoundedRect(x, y, cw, ch, 2.5, "1234", "D")
		p.SetDashPattern(nil, 0)
		p.SetFont(font, "", labelPt)
		p.SetTextColor(0x70, 0x70, 0x70)
		p.SetXY(x+1.5, y+1.5)
		p.CellFormat(10, 4, Position(s.Size, i), "", 0, "L", false, 0, "")
		if c.Kind == game.PictureCard {
			d.picture(c.Text, x, y+labelBox, cw, ch-labelBox)
			continue
		}
		d.word(c.Text, x, y, cw, ch)
	}
}

// word writes a card's word as large as fits, centred: on one line, or
// an entry of several words on two lines when only so it fits at a size.
func (d *doc) word(text string, x, y, cw, ch float64) {
	p := d.pdf
	first, second := wordlist.Wrap(text)
	lines := []string{text}
	size := maxWord
	for ; size > minWord; size-- {
		p.SetFont(font, "B", size)
		if p.GetStringWidth(text) <= cw-6 {
			break
		}
		_, lineH := p.GetFontSize()
		if second != "" && max(p.GetStringWidth(first), p.GetStringWidth(second)) <= cw-6 && 2*lineH*lineGap <= ch-2*labelBox {
			lines = []string{first, second}
			break
		}
	}
	p.SetFont(font, "B", size)
	if size <= minWord && second != "" && p.GetStringWidth(text) > cw-6 {
		lines = []string{first, second} // the import warned: smaller than legible
	}
	p.SetTextColor(0x1e, 0x1b, 0x18)
	_, lineH := p.GetFontSize()
	step := lineH * lineGap
	top := y + (ch-float64(len(lines)-1)*step-lineH)/2
	for i, line := range lines {
		p.SetXY(x, top+float64(i)*step)
		p.CellFormat(cw, lineH, line, "", 0, "C", false, 0, "")
	}
}

// picture draws a picture card in colour, fitted into the box, with its
// caption below when the picture cannot be read.
func (d *doc) picture(name string, x, y, bw, bh float64) {
	p := d.pdf
	png, err := d.opts.Picture(name)
	if err != nil {
		d.word(d.caption(name), x, y-labelBox, bw, bh+labelBox)
		return
	}
	d.pics++
	id := fmt.Sprintf("pic%d", d.pics)
	info := p.RegisterImageOptionsReader(id, fpdf.ImageOptions{ImageType: "PNG", ReadDpi: false}, bytes.NewReader(png))
	if info == nil || p.Err() {
		p.ClearError()
		d.word(d.caption(name), x, y-labelBox, bw, bh+labelBox)
		return
	}
	side := min(bw, bh) - 3
	p.ImageOptions(id, x+(bw-side)/2, y+(bh-side)/2-1, side, side, false, fpdf.ImageOptions{}, 0, "")
}

func (d *doc) caption(name string) string {
	if d.opts.Caption != nil {
		if c := d.opts.Caption(name); c != "" {
			return c
		}
	}
	return name
}

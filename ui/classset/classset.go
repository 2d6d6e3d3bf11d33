// Package classset writes a class set: one PDF with a board page and a
// foldable key card for each group of a class that plays Decknamen on paper,
// each group at its own table. It draws what game.Deal dealt; it holds no
// rules of its own and does not import Fyne.
package classset

import (
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/go-pdf/fpdf"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
)

// MaxGroups is the most groups one class set holds.
const MaxGroups = 12

// Paper is a paper size.
type Paper int

// The paper sizes a class set can be printed on.
const (
	A4 Paper = iota
	Letter
)

func (p Paper) fpdfSize() string {
	if p == Letter {
		return "Letter"
	}
	return "A4"
}

// Options say what to print.
type Options struct {
	// Setups are the groups' boards, in group order (1 to MaxGroups).
	Setups []game.Setup
	Paper  Paper
	// Settings describes the choice the boards were dealt with (board,
	// decks, variants) in the reader's language, for the cover page: with
	// it and a game number the app deals the same board.
	Settings string
	// Picture returns the PNG of a picture card; Caption its short name.
	Picture func(name string) ([]byte, error)
	Caption func(name string) string
}

// ErrGroups means the number of groups is outside 1 to MaxGroups.
var ErrGroups = errors.New("a class set needs 1 to 12 groups")

// Write writes the class set as one PDF to w, its texts in tr's language.
func Write(w io.Writer, tr *translations.Translator, o Options) error {
	if len(o.Setups) < 1 || len(o.Setups) > MaxGroups {
		return fmt.Errorf("%w: %d", ErrGroups, len(o.Setups))
	}
	for i, s := range o.Setups {
		if err := s.Validate(); err != nil {
			return fmt.Errorf("group %d: %w", i+1, err)
		}
	}
	d := &doc{tr: tr, opts: o, pdf: fpdf.New("P", "mm", o.Paper.fpdfSize(), "")}
	d.pdf.SetAutoPageBreak(false, 0)
	d.pdf.SetCreator("Decknamen", true)
	d.pdf.SetTitle(tr.T("classset.title", nil), true)
	d.pdf.AddUTF8FontFromBytes(font, "", assets.FontRegular)
	d.pdf.AddUTF8FontFromBytes(font, "B", assets.FontBold)
	d.cover()
	for i, s := range o.Setups {
		d.board(i+1, s)
		d.key(i+1, s)
	}
	if err := d.pdf.Error(); err != nil {
		return fmt.Errorf("class set: %w", err)
	}
	if err := d.pdf.Output(w); err != nil {
		return fmt.Errorf("write class set: %w", err)
	}
	return nil
}

const (
	font   = "atkinson"
	margin = 12.0 // mm
)

// doc is one class set being written.
type doc struct {
	tr   *translations.Translator
	opts Options
	pdf  *fpdf.Fpdf
	pics int // pictures registered so far
}

// Position names a card's place on the board: columns A–E, rows 1–5.
func Position(s game.Size, i int) string {
	return string(rune('A'+i%s.Cols())) + strconv.Itoa(i/s.Cols()+1)
}

// cover lists the groups with their game numbers and says how to use the set.
func (d *doc) cover() {
	p := d.pdf
	p.AddPageFormat("P", p.GetPageSizeStr(d.opts.Paper.fpdfSize()))
	w, _ := p.GetPageSize()
	p.SetTextColor(0x1e, 0x1b, 0x18)
	p.SetFont(font, "B", 26)
	p.SetXY(margin, margin+6)
	p.CellFormat(w-2*margin, 12, d.tr.T("app.title", nil)+" – "+d.tr.T("classset.title", nil), "", 2, "L", false, 0, "")
	p.SetFont(font, "", 12)
	p.Ln(2)
	p.MultiCell(w-2*margin, 6, d.opts.Settings, "", "L", false)
	p.Ln(4)
	p.MultiCell(w-2*margin, 6, d.tr.T("classset.intro", nil), "", "L", false)
	p.Ln(6)
	col := []float64{40, 50, w - 2*margin - 90}
	p.SetFont(font, "B", 13)
	p.SetFillColor(0xee, 0xee, 0xee)
	for i, h := range []string{d.tr.T("classset.groupHeading", nil), d.tr.T("classset.numberHeading", nil), d.tr.T("classset.startHeading", nil)} {
		p.CellFormat(col[i], 9, h, "B", 0, "L", true, 0, "")
	}
	p.Ln(-1)
	p.SetFont(font, "", 13)
	for i, s := range d.opts.Setups {
		row := []string{d.tr.T("classset.group", map[string]any{"Group": i + 1}), strconv.FormatUint(s.Seed, 10),
			d.tr.T("classset.starts", map[string]any{"Team": d.teamName(s.Key.Start)})}
		for j, c := range row {
			p.CellFormat(col[j], 8, c, "B", 0, "L", false, 0, "")
		}
		p.Ln(-1)
	}
	p.Ln(6)
	p.SetFont(font, "", 11)
	p.MultiCell(w-2*margin, 5.5, d.tr.T("classset.inApp", nil), "", "L", false)
}

func (d *doc) teamName(t game.Team) string {
	if t == game.Blue {
		return d.tr.T("team.blue", nil)
	}
	return d.tr.T("team.red", nil)
}

// header writes a page's top line: group, game number and what the page is.
func (d *doc) header(group int, s game.Setup, what string) {
	p := d.pdf
	w, _ := p.GetPageSize()
	p.SetTextColor(0x1e, 0x1b, 0x18)
	p.SetFont(font, "B", 14)
	p.SetXY(margin, margin-2)
	left := d.tr.T("classset.group", map[string]any{"Group": group}) + " · " + what
	p.CellFormat(w/2-margin, 8, left, "", 0, "L", false, 0, "")
	p.SetFont(font, "", 14)
	p.CellFormat(w/2-margin, 8, d.tr.T("status.gameNumber", map[string]any{"Number": s.Seed}), "", 0, "R", false, 0, "")
}

package widget

import (
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

var _ fyne.Accessible = (*BoldLabel)(nil)

// BoldLabel is a label in bold, laid out as Fyne's widget.Label lays out
// its text (the inner padding around it, wrapped lines without spacing),
// and drawn from the bold font alone where that has every character
// (SetBold): the board's header line, its action bar's notes and the side
// panel's titles, so the board's first frame needs no bold font set.
type BoldLabel struct {
	widget.BaseWidget
	Text      string
	SizeName  fyne.ThemeSizeName // the text's size; the theme's text size when ""
	Alignment fyne.TextAlign
	Wrapping  bool // break the text between words (within a word only where one does not fit)
}

// NewBoldLabel is a bold label showing text.
func NewBoldLabel(text string) *BoldLabel {
	l := &BoldLabel{Text: text}
	l.ExtendBaseWidget(l)
	return l
}

// SetText shows text.
func (l *BoldLabel) SetText(text string) {
	l.Text = text
	l.Refresh()
}

// AccessibilityLabel is the text, for screen readers (as Fyne's labels).
func (l *BoldLabel) AccessibilityLabel() string { return l.Text }

// AccessibilityRole is text.
func (l *BoldLabel) AccessibilityRole() fyne.AccessibleRole { return fyne.AccessibleRoleText }

// CreateRenderer implements fyne.Widget.
func (l *BoldLabel) CreateRenderer() fyne.WidgetRenderer {
	l.ExtendBaseWidget(l)
	r := &boldLabelRenderer{l: l}
	r.Refresh()
	return r
}

type boldLabelRenderer struct {
	l     *BoldLabel
	texts []*canvas.Text
	objs  []fyne.CanvasObject
	lines []string // the text broken for the width of the last layout
}

func (r *boldLabelRenderer) size() float32 {
	name := r.l.SizeName
	if name == "" {
		name = theme.SizeNameText
	}
	return r.l.Theme().Size(name)
}

func (r *boldLabelRenderer) pad() float32 { return r.l.Theme().Size(theme.SizeNameInnerPadding) }

// breakLines breaks the text into the lines it shows at width (the inner
// width; not wrapped when the label wraps not or has no width yet). Each
// word is measured once and a line is as wide as its words and spaces;
// only a word wider than the label is cut, where a binary search finds
// the most characters that fit.
func (r *boldLabelRenderer) breakLines(width float32) []string {
	paras := strings.Split(r.l.Text, "\n")
	if !r.l.Wrapping || width <= 0 {
		return paras
	}
	size := r.size()
	wide := func(s string) float32 { return MeasureBold(s, size).Width }
	space := wide(" ")
	var lines []string
	for _, p := range paras {
		line, lineWidth := "", float32(0)
		for i, w := range strings.Split(p, " ") {
			ww := wide(w)
			if i > 0 && lineWidth+space+ww <= width {
				line, lineWidth = line+" "+w, lineWidth+space+ww
				continue
			}
			if i > 0 {
				lines = append(lines, line)
			}
			for ww > width && utf8.RuneCountInString(w) > 1 { // a word wider than the label
				cut := longestFit(w, func(s string) bool { return wide(s) <= width })
				lines = append(lines, w[:cut])
				w = w[cut:]
				ww = wide(w)
			}
			line, lineWidth = w, ww
		}
		lines = append(lines, line)
	}
	return lines
}

// longestFit is the byte length of the longest prefix of s that fits, at
// least its first character.
func longestFit(s string, fits func(string) bool) int {
	var ends []int // byte length of each prefix of one or more characters
	for i := range s {
		if i > 0 {
			ends = append(ends, i)
		}
	}
	ends = append(ends, len(s))
	// The first prefix always goes; find the last that fits after it.
	lo, hi := 0, len(ends)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fits(s[:ends[mid]]) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return ends[lo]
}

func (r *boldLabelRenderer) MinSize() fyne.Size {
	pad, size := r.pad(), r.size()
	lines := r.lines
	if lines == nil {
		lines = r.breakLines(r.l.Size().Width - 2*pad)
	}
	var w, h float32
	for _, s := range lines {
		m := MeasureBold(s, size)
		if s == "" {
			m.Height = MeasureBold("M", size).Height
		}
		w, h = max(w, m.Width), h+m.Height
	}
	if r.l.Wrapping {
		w = 0
	}
	return fyne.NewSize(w+2*pad, h+2*pad)
}

func (r *boldLabelRenderer) Layout(size fyne.Size) {
	pad, textSize := r.pad(), r.size()
	// A new number of lines changes MinSize; the canvas lays the parent
	// out again at its next frame, as for Fyne's wrapped labels.
	lines := r.breakLines(size.Width - 2*pad)
	r.lines = lines
	r.ensureTexts(len(lines))
	y := pad
	for i, s := range lines {
		t := r.texts[i]
		SetBold(t, s)
		t.TextSize, t.Alignment = textSize, r.l.Alignment
		h := t.MinSize().Height
		t.Move(fyne.NewPos(pad, y))
		t.Resize(fyne.NewSize(size.Width-2*pad, h))
		t.Refresh()
		y += h
	}
}

// ensureTexts keeps one canvas text per line.
func (r *boldLabelRenderer) ensureTexts(n int) {
	fg := r.l.Theme().Color(theme.ColorNameForeground, fyne.CurrentApp().Settings().ThemeVariant())
	for len(r.texts) < n {
		r.texts = append(r.texts, canvas.NewText("", fg))
	}
	r.texts = r.texts[:n]
	r.objs = r.objs[:0]
	for _, t := range r.texts {
		t.Color = fg
		r.objs = append(r.objs, t)
	}
}

func (r *boldLabelRenderer) Refresh() {
	r.lines = nil
	r.Layout(r.l.Size())
}

func (r *boldLabelRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *boldLabelRenderer) Destroy() {}

package board

// The board's look for the back row: a large header above the board
// (whose turn, the clue, a note for the room, the variants in play), the
// game's end as a banner across the board and the table under the cards.
// Everything scales with the zoom and the board's width.

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// headerView holds the header, banner and table.
type headerView struct {
	box        *fyne.Container // the header: team, clue line, note and badges
	team       *canvas.Text
	line       *uiwidget.BoldLabel
	note       *widget.Label // sudden death, time up, a message for the room
	badges     *fyne.Container
	badgeTexts []*canvas.Text
	banner     *uiwidget.Banner
	table      *canvas.Image
	width      float32 // the board area's width at its last layout
	zoom       float32
}

// headerScale is the header's text size relative to the theme's, and
// teamSize the team name's size, both at zoom 1 on a board area up to
// baseWidth wide. A wider board (full screen) has larger words: the
// header grows with it, up to twice its size.
const (
	headerScale = 1.4
	teamSize    = 34
	baseWidth   = 900
)

// build returns the header and the board with its table and banner,
// around grid.
func (v *headerView) build(grid fyne.CanvasObject, send func(any)) fyne.CanvasObject {
	v.team = uiwidget.NewBoldText("", theme.Color(theme.ColorNameForeground))
	v.line = uiwidget.NewBoldLabel("")
	v.line.SizeName = uiwidget.SizeNameHeaderLine // heading text times the header's factor
	v.line.Wrapping = true
	v.note = widget.NewLabel("") // always there, empty or not: the board never jumps
	v.note.Wrapping = fyne.TextWrapWord
	v.note.SizeName = uiwidget.SizeNameHeaderNote
	v.badges = container.NewHBox()
	row := container.NewBorder(nil, nil, container.NewCenter(v.team), nil, v.line)
	// The note and the badges share one line, always there: the board
	// below never moves when a note comes or goes.
	notes := container.NewBorder(nil, nil, nil, v.badges, v.note)
	v.box = container.NewVBox(row, notes)
	v.table = uiwidget.NewFill(uiwidget.BoardColor(), 8)
	v.banner = uiwidget.NewBanner(func() { send(bannerTapped{}) })
	v.zoom = 1
	area := container.NewBorder(v.box, nil, nil, nil, container.NewStack(v.table, container.NewPadded(grid), v.banner))
	return container.New(&widthWatch{onWidth: func(w float32) { v.width = w; v.scaleTexts() }}, area)
}

// factor is how much larger than at zoom 1 the header is drawn.
func (v *headerView) factor() float32 { return v.zoom * min(2, max(1, v.width/baseWidth)) }

// scaleTexts sizes the header's texts for the zoom and the board's width.
func (v *headerView) scaleTexts() {
	f := v.factor()
	if s := uiwidget.CurrentTextScale(); s != nil {
		s.Header = headerScale * f
	}
	v.team.TextSize = teamSize * f
	for _, t := range v.badgeTexts {
		t.TextSize = theme.CaptionTextSize() * headerScale * f
		t.Refresh()
	}
	v.line.Refresh()
	v.note.Refresh()
}

// draw shows the header, the banner and the table.
func (v *headerView) draw(s Snapshot) {
	h, bg := s.Header, theme.Color(theme.ColorNameBackground)
	v.zoom = s.Zoom
	uiwidget.SetBold(v.team, h.Team)
	v.team.Color, v.team.Hidden = uiwidget.TeamTextColor(h.TeamColor, bg), h.Team == ""
	v.line.SetText(h.Line)
	v.note.Importance = map[level]widget.Importance{levelPlain: widget.MediumImportance, levelWarning: widget.WarningImportance, levelDanger: widget.DangerImportance}[h.NoteLevel]
	v.note.SetText(h.Note)
	v.badges.Objects = v.badgeObjects(h.Badges)
	v.scaleTexts()
	// The table shows only where it differs from the window (the light
	// theme); drawn, it is the largest area of the first frame.
	table := uiwidget.BoardColor()
	uiwidget.SetFill(v.table, table)
	if hide := color.NRGBAModel.Convert(bg) == table; hide != v.table.Hidden {
		v.table.Hidden = hide
		v.table.Refresh()
	}
	v.drawBanner(s.Banner, s.Zoom)
	for _, o := range []fyne.CanvasObject{v.box, v.team, v.badges, v.note} {
		o.Refresh()
	}
}

// badgeObjects are small framed labels for the variants of the game.
func (v *headerView) badgeObjects(texts []string) []fyne.CanvasObject {
	v.badgeTexts = nil
	var out []fyne.CanvasObject
	for _, text := range texts {
		label := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
		v.badgeTexts = append(v.badgeTexts, label)
		frame := canvas.NewRectangle(theme.Color(theme.ColorNameButton))
		frame.CornerRadius, frame.StrokeWidth, frame.StrokeColor = 6, 1, theme.Color(theme.ColorNameDisabled)
		out = append(out, container.NewStack(frame, container.New(layout.NewCustomPaddedLayout(3, 3, 8, 8), label)))
	}
	return out
}

// drawBanner shows the game's end across the board until it is tapped away.
func (v *headerView) drawBanner(b Banner, zoom float32) {
	bn := v.banner
	if !b.Shown {
		bn.Hide()
		return
	}
	bn.Zoom, bn.Title, bn.Detail, bn.Hint = zoom, b.Title, b.Detail, b.Hint
	bn.Fill = uiwidget.TeamColor(b.Winner)
	if b.Lost {
		bn.Fill = uiwidget.IdentityColor(game.Assassin)
	}
	bn.Show()
	bn.Refresh()
}

// widthWatch lays its objects out over its whole size, as a stack does,
// and tells onWidth when its width changes.
type widthWatch struct {
	width   float32
	onWidth func(float32)
}

func (w *widthWatch) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size.Width != w.width {
		w.width = size.Width
		w.onWidth(size.Width)
	}
}

func (w *widthWatch) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

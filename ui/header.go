package ui

// The board's look for the back row: a large header above the board
// (whose turn, the clue, sudden death, time up, the active variants), the
// game's end as a banner across the board, the table under the cards and
// the wrapped log. Everything scales with the zoom.

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/assets"
	"github.com/decknamen/decknamen/game"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// boardLook holds the header, banner, table and log widgets.
type boardLook struct {
	scale        *container.ThemeOverride // the header, its text sizes times the zoom
	team         *canvas.Text
	clue         *widget.Label
	note         *widget.Label // sudden death, time up, a message for the room
	badges       *fyne.Container
	banner       *uiwidget.Banner
	bannerHidden bool // tapped away for the review
	table        *canvas.Rectangle
	log          *fyne.Container
	logScroll    *container.Scroll
	width        float32 // the board area's width at its last layout
	badgeTexts   []*canvas.Text
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

// headerFactor is how much larger than at zoom 1 the header is drawn.
func (a *App) headerFactor() float32 {
	return a.settings.zoom() * min(2, max(1, a.look.width/baseWidth))
}

// scaleHeader sizes the header's texts for the zoom and the board's width.
func (a *App) scaleHeader() {
	l, f := &a.look, a.headerFactor()
	l.scale.Theme = uiwidget.ScaledTheme{Theme: fyne.CurrentApp().Settings().Theme(), Scale: headerScale * f}
	l.team.TextSize = teamSize * f
	for _, t := range l.badgeTexts {
		t.TextSize = theme.CaptionTextSize() * headerScale * f
		t.Refresh()
	}
	l.scale.Refresh()
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

// buildBoardArea returns the header and the board with its table and
// banner, around grid.
func (a *App) buildBoardArea(grid fyne.CanvasObject) fyne.CanvasObject {
	l := &a.look
	l.team = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	l.team.TextStyle.Bold = true
	l.clue = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.clue.SizeName = theme.SizeNameHeadingText
	l.clue.Wrapping = fyne.TextWrapWord
	l.note = widget.NewLabel("")
	l.note.Wrapping = fyne.TextWrapWord
	l.note.SizeName = theme.SizeNameSubHeadingText
	l.badges = container.NewHBox()
	row := container.NewBorder(nil, nil, container.NewCenter(l.team), nil, l.clue)
	l.scale = container.NewThemeOverride(container.NewVBox(row, l.note, l.badges), uiwidget.ScaledTheme{Theme: fyne.CurrentApp().Settings().Theme(), Scale: 1})
	l.table = canvas.NewRectangle(uiwidget.BoardColor())
	l.table.CornerRadius = 8
	l.banner = uiwidget.NewBanner(func() { l.bannerHidden = true; a.refresh() })
	area := container.NewBorder(l.scale, nil, nil, nil, container.NewStack(l.table, container.NewPadded(grid), l.banner))
	return container.New(&widthWatch{onWidth: func(w float32) { l.width = w; a.scaleHeader() }}, area)
}

// refreshLook fills the header, banner, table and log from the game.
func (a *App) refreshLook() {
	l, g := &a.look, a.g
	zoom := a.settings.zoom()
	bg := theme.Color(theme.ColorNameBackground)
	team := g.Team()
	if g.Over() {
		team = g.Winner()
	}
	l.team.Text, l.team.Color = a.teamText(team), uiwidget.TeamTextColor(team, bg)
	l.clue.SetText(a.headerClue())
	l.note.Importance = widget.MediumImportance
	note := ""
	switch {
	case a.message != "":
		note, l.note.Importance = a.message, widget.DangerImportance
	case g.Phase() == game.PhaseGuess && g.SuddenDeath():
		note, l.note.Importance = a.tr.T("phase.suddenDeath", nil), widget.WarningImportance
	case g.Phase() == game.PhaseCover:
		note = a.phaseText()
	}
	l.note.SetText(note)
	l.note.Hidden = note == ""
	l.badges.Objects = a.variantBadges()
	l.badges.Hidden = len(l.badges.Objects) == 0
	a.scaleHeader()
	l.table.FillColor = uiwidget.BoardColor()
	a.refreshBanner(zoom)
	a.turnLabel.Color = theme.Color(theme.ColorNameForeground) // follows a theme switch
	a.refreshLog()
	for _, o := range []fyne.CanvasObject{l.scale, l.team, l.badges, l.table, l.note} {
		o.Refresh()
	}
}

// headerClue is the header's large line: the clue while guessing, else
// what the team does now.
func (a *App) headerClue() string {
	g := a.g
	switch g.Phase() {
	case game.PhaseClue:
		return a.tr.T("header.giveClue", nil)
	case game.PhaseGuess:
		c, _ := g.Clue()
		return a.tr.T("header.clue", map[string]any{"Clue": c.Word, "Number": a.numberText(c.Number)})
	case game.PhaseCover:
		return a.tr.T("header.cover", nil)
	}
	return a.tr.T("header.over", nil)
}

// variantBadges are small labels for the variants of the running game.
func (a *App) variantBadges() []fyne.CanvasObject {
	g, v := a.g, a.g.Setup().Variants
	var ids []string
	if v.CoOp {
		ids = append(ids, a.tr.T("badge.coOp", nil))
	}
	if v.AssassinEnd {
		ids = append(ids, a.tr.T("badge.assassinEnd", nil))
	}
	if g.SuddenDeath() {
		ids = append(ids, a.tr.T("badge.suddenDeath", nil))
	}
	if v.ModifiedPlusOne {
		ids = append(ids, a.tr.T("badge.plusOne", nil))
	}
	if v.Penalty {
		ids = append(ids, a.tr.T("badge.penalty", nil))
	}
	if v.TurnTimer > 0 {
		ids = append(ids, a.tr.T("badge.timer", map[string]any{"Time": fmt.Sprintf("%d:%02d", v.TurnTimer/60, v.TurnTimer%60)}))
	}
	var out []fyne.CanvasObject
	a.look.badgeTexts = nil
	for _, text := range ids {
		label := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
		a.look.badgeTexts = append(a.look.badgeTexts, label)
		frame := canvas.NewRectangle(theme.Color(theme.ColorNameButton))
		frame.CornerRadius, frame.StrokeWidth, frame.StrokeColor = 6, 1, theme.Color(theme.ColorNameDisabled)
		out = append(out, container.NewStack(frame, container.New(layout.NewCustomPaddedLayout(3, 3, 8, 8), label)))
	}
	return out
}

// refreshBanner shows the game's end across the board until it is tapped away.
func (a *App) refreshBanner(zoom float32) {
	l, g := &a.look, a.g
	if !g.Over() || a.resumeOffer {
		l.bannerHidden = false
		l.banner.Hide()
		return
	}
	b := l.banner
	b.Zoom, b.Detail, b.Hint = zoom, a.resultText(), a.tr.T("banner.hint", nil)
	b.Title, b.Fill = a.tr.T("banner.wins", map[string]any{"Team": a.teamText(g.Winner())}), uiwidget.TeamColor(g.Winner())
	if player := g.PlayerTeam(); player != game.NoTeam && g.Winner() != player {
		b.Title, b.Fill = a.tr.T("banner.coOpLost", nil), uiwidget.IdentityColor(game.Assassin)
	} else if player != game.NoTeam {
		b.Title = a.tr.T("banner.coOpWon", nil)
	}
	b.Refresh()
	b.Hidden = l.bannerHidden
}

// refreshLog writes the game log, one wrapped label a line, and scrolls
// to its end.
func (a *App) refreshLog() {
	l := a.look.log
	for len(l.Objects) < len(a.logLines) {
		label := widget.NewLabel("")
		label.Wrapping = fyne.TextWrapWord
		l.Add(label)
	}
	l.Objects = l.Objects[:len(a.logLines)]
	for i, line := range a.logLines {
		l.Objects[i].(*widget.Label).SetText(line)
	}
	l.Refresh()
	a.look.logScroll.ScrollToBottom()
}

// pictureName is how the log and dialogs name a picture card: its
// caption and place, "Schnecke mit Haus (B3)" (column letter, row).
func (a *App) pictureName(i int) string {
	cols := a.g.Size().Cols()
	caption := assets.PictureCaption(a.g.Card(i).Text, a.tr.Lang())
	if caption == "" {
		return a.tr.T("card.picture", map[string]any{"Row": i/cols + 1, "Col": i%cols + 1})
	}
	return fmt.Sprintf("%s (%c%d)", caption, 'A'+rune(i%cols), i/cols+1)
}

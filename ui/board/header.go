package board

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
func (b *Board) headerFactor() float32 {
	return b.settings.Zoom() * min(2, max(1, b.look.width/baseWidth))
}

// scaleHeader sizes the header's texts for the zoom and the board's width.
func (b *Board) scaleHeader() {
	l, f := &b.look, b.headerFactor()
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
func (b *Board) buildBoardArea(grid fyne.CanvasObject) fyne.CanvasObject {
	l := &b.look
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
	l.banner = uiwidget.NewBanner(func() { l.bannerHidden = true; b.refresh() })
	area := container.NewBorder(l.scale, nil, nil, nil, container.NewStack(l.table, container.NewPadded(grid), l.banner))
	return container.New(&widthWatch{onWidth: func(w float32) { l.width = w; b.scaleHeader() }}, area)
}

// refreshLook fills the header, banner, table and log from the game.
func (b *Board) refreshLook() {
	l, g := &b.look, b.g
	zoom := b.settings.Zoom()
	bg := theme.Color(theme.ColorNameBackground)
	team := g.Team()
	if g.Over() {
		team = g.Winner()
	}
	l.team.Text, l.team.Color = b.teamText(team), uiwidget.TeamTextColor(team, bg)
	l.clue.SetText(b.headerClue())
	l.note.Importance = widget.MediumImportance
	note := ""
	switch {
	case b.message != "":
		note, l.note.Importance = b.message, widget.DangerImportance
	case g.Phase() == game.PhaseGuess && g.SuddenDeath():
		note, l.note.Importance = b.tr.T("phase.suddenDeath", nil), widget.WarningImportance
	case g.Phase() == game.PhaseCover:
		note = b.phaseText()
	}
	l.note.SetText(note)
	l.note.Hidden = note == ""
	l.badges.Objects = b.variantBadges()
	l.badges.Hidden = len(l.badges.Objects) == 0
	b.scaleHeader()
	l.table.FillColor = uiwidget.BoardColor()
	b.refreshBanner(zoom)
	b.turnLabel.Color = theme.Color(theme.ColorNameForeground) // follows a theme switch
	b.refreshLog()
	for _, o := range []fyne.CanvasObject{l.scale, l.team, l.badges, l.table, l.note} {
		o.Refresh()
	}
}

// headerClue is the header's large line: the clue while guessing, else
// what the team does now.
func (b *Board) headerClue() string {
	g := b.g
	switch g.Phase() {
	case game.PhaseClue:
		return b.tr.T("header.giveClue", nil)
	case game.PhaseGuess:
		c, _ := g.Clue()
		return b.tr.T("header.clue", map[string]any{"Clue": c.Word, "Number": b.numberText(c.Number)})
	case game.PhaseCover:
		return b.tr.T("header.cover", nil)
	}
	return b.tr.T("header.over", nil)
}

// variantBadges are small labels for the variants of the running game.
func (b *Board) variantBadges() []fyne.CanvasObject {
	g, v := b.g, b.g.Setup().Variants
	var ids []string
	if v.CoOp {
		ids = append(ids, b.tr.T("badge.coOp", nil))
	}
	if v.AssassinEnd {
		ids = append(ids, b.tr.T("badge.assassinEnd", nil))
	}
	if g.SuddenDeath() {
		ids = append(ids, b.tr.T("badge.suddenDeath", nil))
	}
	if v.ModifiedPlusOne {
		ids = append(ids, b.tr.T("badge.plusOne", nil))
	}
	if v.Penalty {
		ids = append(ids, b.tr.T("badge.penalty", nil))
	}
	if v.TurnTimer > 0 {
		ids = append(ids, b.tr.T("badge.timer", map[string]any{"Time": fmt.Sprintf("%d:%02d", v.TurnTimer/60, v.TurnTimer%60)}))
	}
	var out []fyne.CanvasObject
	b.look.badgeTexts = nil
	for _, text := range ids {
		label := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
		b.look.badgeTexts = append(b.look.badgeTexts, label)
		frame := canvas.NewRectangle(theme.Color(theme.ColorNameButton))
		frame.CornerRadius, frame.StrokeWidth, frame.StrokeColor = 6, 1, theme.Color(theme.ColorNameDisabled)
		out = append(out, container.NewStack(frame, container.New(layout.NewCustomPaddedLayout(3, 3, 8, 8), label)))
	}
	return out
}

// refreshBanner shows the game's end across the board until it is tapped away.
func (b *Board) refreshBanner(zoom float32) {
	l, g := &b.look, b.g
	if !g.Over() || b.resumeOffer {
		l.bannerHidden = false
		l.banner.Hide()
		return
	}
	bn := l.banner
	bn.Zoom, bn.Detail, bn.Hint = zoom, b.resultText(), b.tr.T("banner.hint", nil)
	bn.Title, bn.Fill = b.tr.T("banner.wins", map[string]any{"Team": b.teamText(g.Winner())}), uiwidget.TeamColor(g.Winner())
	if player := g.PlayerTeam(); player != game.NoTeam && g.Winner() != player {
		bn.Title, bn.Fill = b.tr.T("banner.coOpLost", nil), uiwidget.IdentityColor(game.Assassin)
	} else if player != game.NoTeam {
		bn.Title = b.tr.T("banner.coOpWon", nil)
	}
	bn.Refresh()
	bn.Hidden = l.bannerHidden
}

// refreshLog writes the game log, one wrapped label a line, and scrolls
// to its end.
func (b *Board) refreshLog() {
	l := b.look.log
	for len(l.Objects) < len(b.logLines) {
		label := widget.NewLabel("")
		label.Wrapping = fyne.TextWrapWord
		l.Add(label)
	}
	l.Objects = l.Objects[:len(b.logLines)]
	for i, line := range b.logLines {
		l.Objects[i].(*widget.Label).SetText(line)
	}
	l.Refresh()
	b.look.logScroll.ScrollToBottom()
}

// pictureName is how the log and dialogs name a picture card: its
// caption and place, "Schnecke mit Haus (B3)" (column letter, row).
func (b *Board) pictureName(i int) string {
	cols := b.g.Size().Cols()
	caption := assets.PictureCaption(b.g.Card(i).Text, b.tr.Lang())
	if caption == "" {
		return b.tr.T("card.picture", map[string]any{"Row": i/cols + 1, "Col": i%cols + 1})
	}
	return fmt.Sprintf("%s (%c%d)", caption, 'A'+rune(i%cols), i/cols+1)
}

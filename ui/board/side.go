package board

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/game"
	"github.com/decknamen/decknamen/translations"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// sideView is the panel beside the board: whose turn, the turn timer, the
// phase, the agents left, the game number, the key card and the log.
type sideView struct {
	swatch    *canvas.Rectangle
	team      *canvas.Text
	timer     *canvas.Text
	pause     *uiwidget.Button
	phase     *widget.Label
	agents    *widget.Label
	number    *widget.Label
	keyCard   *uiwidget.KeyCard
	log       *fyne.Container // one wrapped label a line: a result is never cut off
	logScroll *container.Scroll
	labels    []*widget.Label       // the status texts, which grow with the panel's width (a 4K projector)
	titles    []*uiwidget.BoldLabel // the key card's and the log's titles, which grow alike
	factor    float32
}

// sideBase is the panel's width at which its texts have the theme's size;
// a wider panel scales them up, to twice their size.
const sideBase = 300

// build makes the panel.
func (v *sideView) build(tr *translations.Translator, send func(any)) fyne.CanvasObject {
	v.swatch = canvas.NewRectangle(uiwidget.TeamColor(game.Red))
	v.swatch.SetMinSize(fyne.NewSize(18, 18))
	v.swatch.CornerRadius = 9
	v.team = uiwidget.NewBoldText("", theme.Color(theme.ColorNameForeground))
	v.timer = uiwidget.NewBoldText("", theme.Color(theme.ColorNameForeground))
	v.team.TextSize, v.timer.TextSize = 20, 28
	v.pause = uiwidget.NewButton("", theme.MediaPauseIcon(), func() { send(push{btnPause}) })
	v.phase, v.agents = widget.NewLabel(""), widget.NewLabel("")
	v.phase.Wrapping, v.agents.Wrapping = fyne.TextWrapWord, fyne.TextWrapWord
	v.number = widget.NewLabel("") // plain: an italic style would load a whole font set at start
	v.number.Importance = widget.LowImportance
	keyTitle, logTitle := uiwidget.NewBoldLabel(tr.T("key.title", nil)), uiwidget.NewBoldLabel(tr.T("log.title", nil))
	v.labels = []*widget.Label{v.phase, v.agents, v.number}
	v.titles = []*uiwidget.BoldLabel{keyTitle, logTitle}
	for _, l := range v.labels {
		l.SizeName = uiwidget.SizeNameSideText // the theme's text size times the panel's factor
	}
	for _, l := range v.titles {
		l.SizeName = uiwidget.SizeNameSideText
	}
	v.keyCard = uiwidget.NewKeyCard()
	v.keyCard.HiddenSize = uiwidget.SizeNameSideText
	v.log = container.NewVBox()
	v.logScroll = container.NewVScroll(v.log)
	status := container.NewVBox(
		container.NewHBox(container.NewCenter(v.swatch), v.team, layout.NewSpacer(), v.timer, v.pause),
		v.phase, v.agents, v.number,
		widget.NewSeparator(),
		keyTitle,
		v.keyCard,
		widget.NewSeparator(),
		logTitle,
	)
	return container.New(&widthWatch{onWidth: v.scaleTo}, container.NewBorder(status, nil, nil, nil, v.logScroll))
}

// scaleTo sizes the panel's texts for its width w.
func (v *sideView) scaleTo(w float32) {
	v.factor = min(2, max(1, w/sideBase))
	v.rescale()
}

// rescale applies the factor to the theme's side panel size and to the
// panel's own text sizes.
func (v *sideView) rescale() {
	f := max(1, v.factor)
	if s := uiwidget.CurrentTextScale(); s != nil && s.Side != f {
		s.Side = f
		for _, l := range v.labels {
			l.Refresh()
		}
		for _, l := range v.titles {
			l.Refresh()
		}
		for _, l := range v.log.Objects {
			l.Refresh()
		}
		v.keyCard.Refresh()
	}
	v.team.TextSize, v.timer.TextSize = 20*f, 28*f
}

// draw shows the status, the key card and the log.
func (v *sideView) draw(s Snapshot) {
	d := s.Side
	v.swatch.FillColor = uiwidget.TeamColor(d.TeamColor)
	v.swatch.Refresh()
	uiwidget.SetBold(v.team, d.Team)
	v.team.Color = theme.Color(theme.ColorNameForeground) // follows a theme switch
	v.team.Refresh()
	v.phase.SetText(d.Phase)
	v.agents.SetText(d.Agents)
	v.number.SetText(d.Number)
	v.drawTimer(d)
	k := s.KeyCard
	v.keyCard.Key, v.keyCard.Cols, v.keyCard.Covered, v.keyCard.Shown, v.keyCard.HiddenText = k.Key, k.Cols, k.Covered, k.Shown, k.HiddenText
	v.keyCard.Refresh()
	v.drawLog(s.Log)
	v.rescale()
	v.scrollDown()
}

// drawTimer shows the turn timer and its pause button while a timed turn runs.
func (v *sideView) drawTimer(d Side) {
	uiwidget.SetBold(v.timer, d.Timer)
	v.timer.Color = theme.Color(theme.ColorNameForeground)
	if d.TimerRed {
		v.timer.Color = theme.Color(theme.ColorNameError) // the last seconds
	}
	v.pause.Hidden = !d.TimerShown
	v.pause.SetIcon(theme.MediaPauseIcon())
	if d.Paused {
		v.pause.SetIcon(theme.MediaPlayIcon())
	}
	v.timer.Refresh()
}

// drawLog writes the game log, one wrapped label a line, and scrolls to
// its end.
func (v *sideView) drawLog(lines []string) {
	for len(v.log.Objects) < len(lines) {
		label := widget.NewLabel("")
		label.Wrapping = fyne.TextWrapWord
		label.SizeName = uiwidget.SizeNameSideText
		v.log.Add(label)
	}
	v.log.Objects = v.log.Objects[:len(lines)]
	for i, line := range lines {
		v.log.Objects[i].(*widget.Label).SetText(line)
	}
	v.log.Refresh()
}

// scrollDown scrolls the log to its end with the newest line whole: the
// lines first get the panel's width, so a wrapped line's height is known
// before the scroll is measured.
func (v *sideView) scrollDown() {
	if w := v.logScroll.Size().Width; w > 0 {
		v.log.Resize(fyne.NewSize(w, v.log.MinSize().Height))
		v.log.Resize(fyne.NewSize(w, v.log.MinSize().Height))
	}
	v.logScroll.ScrollToBottom()
}

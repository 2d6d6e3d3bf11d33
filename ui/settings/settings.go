// Package settings is the settings dialog: the interface language, the
// theme and the table's habits (misclick guard, key auto-hide, teacher
// mode, adult decks, the time-up signal). It reads and returns Values;
// the UI root keeps them.
package settings

import (
	"errors"
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/decknamen/decknamen/translations"
	"github.com/decknamen/decknamen/ui/internal/platform"
	"github.com/decknamen/decknamen/ui/sound"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Values are the choices the dialog shows and returns.
type Values struct {
	Lang         string // de, nl or en
	Theme        string // uiwidget.ThemeDark, ThemeLight or ThemeContrast
	ConfirmGuess bool   // the misclick guard
	KeyAutoHide  bool
	Teacher      bool
	AdultDecks   bool
	TimerSound   bool
}

// Player plays the time-up signal (sound.Player).
type Player interface {
	Check() error
	Play(wav []byte) error
}

// Options connect the dialog to the app.
type Options struct {
	Tr      *translations.Translator
	Win     fyne.Window
	Current Values
	Sound   Player
	Inform  func(title, text string) // shows a message on the window
	Apply   func(Values)             // called with the new values on OK
}

// languages are the choices of the interface language, each in its own language.
var languages = map[string]string{"Deutsch": "de", "Nederlands": "nl", "English": "en"}

// Show opens the settings dialog on o.Win.
func Show(o Options) {
	t := func(id string) string { return o.Tr.T(id, nil) }
	cur := o.Current
	langSelect := widget.NewSelect([]string{"Deutsch", "Nederlands", "English"}, nil)
	for name, code := range languages {
		if code == o.Tr.Lang() {
			langSelect.SetSelected(name)
		}
	}
	check := func(id string, on bool) *widget.Check {
		c := widget.NewCheck(t(id), nil)
		c.SetChecked(on)
		return c
	}
	confirmGuess, autoHide := check("settings.confirmGuess", cur.ConfirmGuess), check("settings.keyAutoHide", cur.KeyAutoHide)
	adult, teacher := check("settings.adultDecks", cur.AdultDecks), check("settings.teacher", cur.Teacher)
	themes := map[string]string{t("theme.dark"): uiwidget.ThemeDark, t("theme.light"): uiwidget.ThemeLight, t("theme.contrast"): uiwidget.ThemeContrast}
	themeSelect := widget.NewRadioGroup([]string{t("theme.dark"), t("theme.light"), t("theme.contrast")}, nil)
	themeSelect.Horizontal = true
	for name, mode := range themes {
		if mode == cur.Theme {
			themeSelect.SetSelected(name)
		}
	}
	timerSound := check("settings.timerSound", cur.TimerSound)
	content := container.NewVBox(
		widget.NewForm(widget.NewFormItem(t("settings.language"), langSelect), widget.NewFormItem(t("settings.theme"), themeSelect)),
		confirmGuess, autoHide, teacher, adult)
	content.Objects = append(content.Objects, soundRow(o, timerSound)...)
	d := dialog.NewCustomConfirm(t("action.settings"), t("action.ok"), t("action.cancel"), content, func(ok bool) {
		if !ok {
			return
		}
		o.Apply(Values{Lang: languages[langSelect.Selected], Theme: themes[themeSelect.Selected],
			ConfirmGuess: confirmGuess.Checked, KeyAutoHide: autoHide.Checked, Teacher: teacher.Checked,
			AdultDecks: adult.Checked, TimerSound: timerSound.Checked})
	}, o.Win)
	d.Resize(fyne.NewSize(600, 460))
	d.Show()
}

// noPlayerID says that there is no way to play the signal: on the
// desktop the players the app looks for, in the browser the browser.
func noPlayerID() string {
	if platform.IsBrowser {
		return "settings.noSoundBrowser"
	}
	return "settings.noSoundPlayer"
}

// soundRow is the time-up signal's check box with a button to hear it,
// and a warning when the system has no player for it.
func soundRow(o Options, timerSound *widget.Check) []fyne.CanvasObject {
	t := func(id string) string { return o.Tr.T(id, nil) }
	listen := widget.NewButtonWithIcon(t("settings.timerSoundTry"), theme.VolumeUpIcon(), func() {
		switch err := o.Sound.Play(sound.TimeUp()); {
		case errors.Is(err, sound.ErrNoPlayer): // the player went missing since the dialog opened
			o.Inform(t("settings.timerSound"), t(noPlayerID()))
		case err != nil: // the system's own words, marked as such
			o.Inform(t("settings.timerSound"), o.Tr.T("settings.soundFailed", map[string]any{"Error": sound.Reason(err)}))
		}
	})
	row := []fyne.CanvasObject{container.NewBorder(nil, nil, nil, listen, timerSound)}
	if err := o.Sound.Check(); err != nil {
		listen.Disable()
		noPlayer := widget.NewLabel(t(noPlayerID()))
		noPlayer.Wrapping = fyne.TextWrapWord
		noPlayer.Importance = widget.WarningImportance
		row = append(row, noPlayer)
	}
	return row
}

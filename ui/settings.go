package ui

import (
	"encoding/json"
	"os"

	"fyne.io/fyne/v2"

	"github.com/decknamen/decknamen/ui/board"
	"github.com/decknamen/decknamen/ui/newgame"
	uiwidget "github.com/decknamen/decknamen/ui/widget"
)

// Preference keys.
const (
	prefLang         = "lang"
	prefConfirmGuess = "confirmGuess"
	prefKeyAutoHide  = "keyAutoHide"
	prefKeyHideAfter = "keyHideSeconds"
	prefAdultDecks   = "adultDecks"
	prefLastDeal     = "lastDeal"
	prefTheme        = "theme"
	prefZoom         = "zoom"
	prefTeacher      = "teacherMode"
	prefTimerSound   = "timerSound"
	prefImportDir    = "importFolder" // the folder of the last imported word list
	prefPrintDir     = "printFolder"  // the folder of the last class set
)

// settings are the player's choices, kept with Fyne's Preferences. The
// board reads its own as board.Prefs.
type settings struct {
	p fyne.Preferences
}

func (s settings) lang() string          { return s.p.StringWithFallback(prefLang, "") }
func (s settings) ConfirmGuess() bool    { return s.p.BoolWithFallback(prefConfirmGuess, true) }
func (s settings) KeyAutoHide() bool     { return s.p.BoolWithFallback(prefKeyAutoHide, true) }
func (s settings) KeyHideSeconds() int   { return s.p.IntWithFallback(prefKeyHideAfter, 30) }
func (s settings) adultDecks() bool      { return s.p.BoolWithFallback(prefAdultDecks, false) }
func (s settings) themeMode() string     { return s.p.StringWithFallback(prefTheme, uiwidget.ThemeDark) }
func (s settings) setThemeMode(m string) { s.p.SetString(prefTheme, m) }
func (s settings) Zoom() float32 {
	return min(board.MaxZoom, max(board.MinZoom, float32(s.p.FloatWithFallback(prefZoom, 1))))
}
func (s settings) SetZoom(z float32)     { s.p.SetFloat(prefZoom, float64(z)) }
func (s settings) TeacherMode() bool     { return s.p.BoolWithFallback(prefTeacher, false) }
func (s settings) setTeacherMode(b bool) { s.p.SetBool(prefTeacher, b) }
func (s settings) TimerSound() bool      { return s.p.BoolWithFallback(prefTimerSound, true) }
func (s settings) setTimerSound(b bool)  { s.p.SetBool(prefTimerSound, b) }

// folder is the remembered folder under key when it still exists, else "".
func (s settings) folder(key string) string {
	dir := s.p.StringWithFallback(key, "")
	if st, err := os.Stat(dir); dir == "" || err != nil || !st.IsDir() {
		return ""
	}
	return dir
}

func (s settings) setFolder(key, dir string) { s.p.SetString(key, dir) }

// prefs are the settings the board follows.
func (s settings) prefs() board.Prefs {
	return board.Prefs{Zoom: s.Zoom(), ConfirmGuess: s.ConfirmGuess(), Teacher: s.TeacherMode(), KeyAutoHide: s.KeyAutoHide(),
		KeyHideSeconds: s.KeyHideSeconds(), TimerSound: s.TimerSound()}
}

func (s settings) setLang(l string)      { s.p.SetString(prefLang, l) }
func (s settings) setConfirm(b bool)     { s.p.SetBool(prefConfirmGuess, b) }
func (s settings) setKeyAutoHide(b bool) { s.p.SetBool(prefKeyAutoHide, b) }
func (s settings) setAdultDecks(b bool)  { s.p.SetBool(prefAdultDecks, b) }

// dealChoice is what the new-game dialog asks (newgame.Choice); the last
// one is kept for the next start.
type dealChoice = newgame.Choice

func (s settings) lastDeal() (dealChoice, bool) {
	var d dealChoice
	raw := s.p.String(prefLastDeal)
	if raw == "" || json.Unmarshal([]byte(raw), &d) != nil || !d.Size.Valid() {
		return dealChoice{}, false
	}
	return d, true
}

func (s settings) setLastDeal(d dealChoice) {
	if b, err := json.Marshal(d); err == nil {
		s.p.SetString(prefLastDeal, string(b))
	}
}

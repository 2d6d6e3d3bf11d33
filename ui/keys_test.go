package ui

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

func TestEscAndCtrlWCloseTheRulesWindow(t *testing.T) {
	a, _ := newTestApp(t, Options{Lang: "de", Seed: 17})
	for _, close := range []func(c fyne.Canvas){
		func(c fyne.Canvas) {
			c.(interface{ OnTypedKey() func(*fyne.KeyEvent) }).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		},
		func(c fyne.Canvas) {
			inner := reflect.ValueOf(c).Elem().FieldByName("WindowlessCanvas").Interface()
			inner.(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyW, Modifier: fyne.KeyModifierShortcutDefault})
		},
	} {
		a.showRules("")
		if a.rules == nil {
			t.Fatal("no rules window")
		}
		close(a.rules.Window().Canvas())
		if a.rules != nil {
			t.Fatal("the rules window is still open")
		}
	}
}

// Package widget holds Decknamen's custom Fyne widgets: the board's Card,
// the KeyCard, the hold-to-peek button, Kodeknacker's CodeRow and
// ColourButton, the identity symbols and colours, and the app's Theme.
// Each widget draws what its exported fields say: set them and call
// Refresh. The package knows nothing of windows, dialogs or the game's
// rules.
package widget

package widget

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/decknamen/decknamen/assets"
)

// The themes a player can choose.
const (
	ThemeDark     = "dark"
	ThemeLight    = "light"
	ThemeContrast = "contrast"
)

var (
	fontRegular = fyne.NewStaticResource("AtkinsonHyperlegibleNext-Regular.ttf", assets.FontRegular)
	fontBold    = fyne.NewStaticResource("AtkinsonHyperlegibleNext-Bold.ttf", assets.FontBold)
)

// Theme is Fyne's default theme with the legible font, in the chosen
// variant: dark, light or high contrast.
type Theme struct {
	Mode string // ThemeDark, ThemeLight or ThemeContrast
}

func (t Theme) variant() fyne.ThemeVariant {
	if t.Mode == ThemeLight {
		return theme.VariantLight
	}
	return theme.VariantDark
}

// Color implements fyne.Theme.
func (t Theme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	if t.Mode == ThemeContrast {
		switch n {
		case theme.ColorNameBackground, theme.ColorNameOverlayBackground, theme.ColorNameMenuBackground:
			return color.Black
		case theme.ColorNameForeground, theme.ColorNameSeparator, theme.ColorNameInputBorder:
			return color.White
		case theme.ColorNameButton, theme.ColorNameInputBackground:
			return color.NRGBA{0x22, 0x22, 0x22, 0xff}
		case theme.ColorNamePrimary, theme.ColorNameFocus, theme.ColorNameSelection:
			return color.NRGBA{0xff, 0xd4, 0x00, 0xff}
		case theme.ColorNameForegroundOnPrimary:
			return color.Black
		case theme.ColorNameDisabled, theme.ColorNamePlaceHolder:
			return color.NRGBA{0xbb, 0xbb, 0xbb, 0xff}
		}
	}
	return theme.DefaultTheme().Color(n, t.variant())
}

// Font implements fyne.Theme: Atkinson Hyperlegible Next, except monospace.
func (t Theme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return theme.DefaultTheme().Font(s)
	}
	if s.Bold {
		return fontBold
	}
	return fontRegular
}

// Icon implements fyne.Theme.
func (t Theme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

// Size implements fyne.Theme; high contrast also means larger text.
func (t Theme) Size(n fyne.ThemeSizeName) float32 {
	s := theme.DefaultTheme().Size(n)
	if t.Mode == ThemeContrast && (n == theme.SizeNameText || n == theme.SizeNameSubHeadingText) {
		return s * 1.15
	}
	return s
}

package assets

import "strings"

// fold is the comparison form for duplicates: case, umlauts and ß folded.
func fold(w string) string {
	return strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss").Replace(strings.ToLower(w))
}

package assets

import "embed"

// ReadOnDemand tells the system that the pictures and the computer
// spymaster's association lists inside the program are read a file at a
// time, when a game needs them, so that starting the program does not map
// them into memory. On Linux, reading any of the program's data maps a
// whole block of the file around it (a large page-cache folio, up to 2 MB),
// and these 7 MB lie amid data every start reads: 2.9 MB of pictures and
// 0.9 MB of lists were resident after a start that showed none (now 24 and
// 8 KB). Elsewhere it does nothing. It returns how many bytes it advised,
// and why it could not.
func ReadOnDemand() (int, error) {
	n := 0
	for _, f := range []*embed.FS{&pictureFiles, &assocFiles} {
		m, err := readOnDemand(f)
		if err != nil {
			return n, err
		}
		n += m
	}
	return n, nil
}

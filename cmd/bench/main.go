// Command bench measures parts of Decknamen. Each subcommand lives in its
// own file and registers itself in the subcommands map:
//
//	go run ./cmd/bench kodeknacker
package main

import (
	"fmt"
	"os"
	"slices"
	"strings"
)

// subcommand runs one benchmark with the remaining arguments.
type subcommand func(args []string) error

// subcommands maps a name to its benchmark; add new ones here.
var subcommands = map[string]subcommand{
	"kodeknacker": runKodeknacker,
}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	run, ok := subcommands[os.Args[1]]
	if !ok {
		fmt.Fprintf(os.Stderr, "bench: unknown subcommand %q\n", os.Args[1])
		usage()
		os.Exit(2)
	}
	if err := run(os.Args[2:]); err != nil {
		fmt.Fprintf(os.Stderr, "bench %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}

func usage() {
	names := make([]string, 0, len(subcommands))
	for n := range subcommands {
		names = append(names, n)
	}
	slices.Sort(names)
	fmt.Fprintf(os.Stderr, "usage: bench <%s>\n", strings.Join(names, "|"))
}

package assets

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"
)

func TestThePicturesAndAssociationListsAreMappedOnlyWhenRead(t *testing.T) {
	// The range found is where the files really are.
	for _, c := range []struct {
		fs   string
		name string
	}{{"pictures", "pictures/anchor.png"}, {"pictures", "pictures/pictures.txt"}, {"assoc", "assoc/de.txt"}, {"assoc", "assoc/nl.rev1.txt"}} {
		f := &pictureFiles
		if c.fs == "assoc" {
			f = &assocFiles
		}
		data, err := f.ReadFile(c.name)
		if err != nil {
			t.Fatal(err)
		}
		spans, err := embeddedSpans(f)
		if err != nil {
			t.Fatalf("%s: %v (a new Go with another embed.FS layout?)", c.fs, err)
		}
		found := false
		for _, s := range spans {
			found = found || strings.Contains(unsafe.String((*byte)(s.first), s.size), string(data))
		}
		if !found {
			t.Fatalf("%s is not inside the %d spans found for %s", c.name, len(spans), c.fs)
		}
	}

	n, err := ReadOnDemand()
	if err != nil {
		t.Fatal(err)
	}
	if n < 5<<20 {
		t.Fatalf("advised %d bytes, want the pictures' and lists' 7 MB but for the pages at the edges", n)
	}
	// The kernel now marks the pictures' pages for random reads ("rr"),
	// so no read of other data maps them.
	data, err := pictureFiles.ReadFile("pictures/anchor.png")
	if err != nil {
		t.Fatal(err)
	}
	spans, _ := embeddedSpans(&pictureFiles)
	for _, s := range spans {
		if i := strings.Index(unsafe.String((*byte)(s.first), s.size), string(data)); i >= 0 {
			flags, err := vmFlags(s.start() + uintptr(i+len(data)/2))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(" "+flags+" ", " rr ") {
				t.Fatalf("the pictures' pages have VmFlags %q, want rr (random reads)", flags)
			}
		}
	}
}

// vmFlags are the kernel's flags of the mapping holding addr.
func vmFlags(addr uintptr) (string, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return "", err
	}
	defer f.Close()
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		var lo, hi uintptr
		if n, _ := fmt.Sscanf(line, "%x-%x", &lo, &hi); n == 2 && strings.Contains(line, " ") && !strings.HasSuffix(strings.Fields(line)[0], ":") {
			in = lo <= addr && addr < hi
			continue
		}
		if in && strings.HasPrefix(line, "VmFlags:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "VmFlags:")), nil
		}
	}
	return "", fmt.Errorf("no mapping holds %#x", addr)
}

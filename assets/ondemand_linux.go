package assets

import (
	"embed"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"syscall"
	"unsafe"
)

// pageSize is the granularity of madvise.
func pageSize() uintptr { return uintptr(syscall.Getpagesize()) }

// span is where some embedded bytes lie.
type span struct {
	first unsafe.Pointer
	size  uintptr
}

func (s span) start() uintptr { return uintptr(s.first) }
func (s span) end() uintptr   { return uintptr(s.first) + s.size }

// readOnDemand advises random access for the whole pages that hold only
// f's files (MADV_RANDOM): the kernel then maps a page of them only when it
// is read, and maps no neighbour's read around into them. The pages mapped
// already are let go (MADV_DONTNEED): they are read-only pages of the
// program's file, and a later read maps them again from it. Other data the
// linker placed between the files keeps its pages as they are.
func readOnDemand(f *embed.FS) (int, error) {
	spans, err := embeddedSpans(f)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, s := range spans {
		start, end := (s.start()+pageSize()-1)&^(pageSize()-1), s.end()&^(pageSize()-1)
		if end <= start {
			continue
		}
		pages := unsafe.Slice((*byte)(unsafe.Add(s.first, start-s.start())), end-start)
		if err := syscall.Madvise(pages, syscall.MADV_RANDOM); err != nil {
			return n, fmt.Errorf("advise random reads of the embedded files: %w", err)
		}
		if err := syscall.Madvise(pages, syscall.MADV_DONTNEED); err != nil {
			return n, fmt.Errorf("let go of the embedded files' pages: %w", err)
		}
		n += int(end - start)
	}
	return n, nil
}

// embeddedSpans are where the files' contents in f lie, in address order,
// files less than a page apart joined. The Go linker places them in the
// program's read-only data, sorted by size among other data. embed.FS does
// not say where; its one field points to the list of files, each a name
// and its data (Go 1.16 to 1.26). Another layout gives an error, never a
// wrong place.
func embeddedSpans(f *embed.FS) ([]span, error) {
	v := reflect.ValueOf(f).Elem()
	if v.Kind() != reflect.Struct || v.NumField() != 1 || v.Field(0).Kind() != reflect.Pointer || v.Field(0).IsNil() {
		return nil, errors.New("embed.FS has an unknown layout")
	}
	files := v.Field(0).Elem()
	if t := files.Type(); t.Kind() != reflect.Slice || t.Elem().Kind() != reflect.Struct || t.Elem().NumField() < 2 ||
		t.Elem().Field(1).Type.Kind() != reflect.String || t.Elem().Field(1).Name != "data" {
		return nil, errors.New("embed.FS has an unknown file layout")
	}
	var spans []span
	for i := range files.Len() {
		if data := files.Index(i).Field(1).String(); data != "" {
			spans = append(spans, span{unsafe.Pointer(unsafe.StringData(data)), uintptr(len(data))})
		}
	}
	slices.SortFunc(spans, func(a, b span) int { return int(int64(a.start()) - int64(b.start())) })
	var joined []span
	for _, s := range spans {
		if n := len(joined); n > 0 && s.start() < joined[n-1].end()+pageSize() {
			last := &joined[n-1]
			last.size = max(last.size, s.end()-last.start())
			continue
		}
		joined = append(joined, s)
	}
	return joined, nil
}

package proto

import (
	"strings"
	"testing"
)

// Size must say what Marshal writes, for every shape Marshal knows: the
// streaming list encoder writes Size's figure as each item's length.
func TestSize(t *testing.T) {
	for _, tc := range codecCases() {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Size(tc.msg)
			if err != nil {
				t.Fatalf("Size: %v", err)
			}
			if got != len(tc.want) {
				t.Errorf("got %d; want %d (len of % x)", got, len(tc.want), tc.want)
			}
		})
	}
}

// Size fails where Marshal does, with the same words.
func TestSizeBadTypes(t *testing.T) {
	for _, msg := range []any{nil, inner{}, (*inner)(nil), ptr(3), &withChan{}, &noTags{},
		&nestedNoTag{T: noTags{Name: "x"}}, &custom{Fs: failingStamp{bad: true}}} {
		_, merr := Marshal(msg)
		_, serr := Size(msg)
		if serr == nil || merr == nil || serr.Error() != strings.Replace(merr.Error(), "marshal", "size", 1) {
			t.Errorf("Size(%T): got error %v; want Marshal's, %v", msg, serr, merr)
		}
	}
}

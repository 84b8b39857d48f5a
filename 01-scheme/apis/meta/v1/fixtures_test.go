package v1

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// testConfigMap and testConfigMapList stand in for core/v1 types (which
// live in another package) in the fixtures of real server responses.
type testConfigMap struct {
	TypeMeta   `json:",inline"`
	ObjectMeta `json:"metadata,omitempty"`
	Data       map[string]string `json:"data,omitempty"`
}

type testConfigMapList struct {
	TypeMeta `json:",inline"`
	ListMeta `json:"metadata,omitempty"`
	Items    []testConfigMap `json:"items"`
}

// decodeStrict decodes data into v and fails on fields v does not know:
// a missing field in our types would otherwise be dropped silently.
func decodeStrict(t *testing.T, data []byte, v any) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("decoding into %T: %v", v, err)
	}
}

// assertRoundTrip encodes v and compares it with data, ignoring layout.
func assertRoundTrip(t *testing.T, data []byte, v any) {
	t.Helper()
	got, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("encoding %T: %v", v, err)
	}
	var want bytes.Buffer
	if err := json.Compact(&want, data); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want.Bytes()) {
		t.Errorf("round trip of %T:\ngot  %s\nwant %s", v, got, want.Bytes())
	}
}

func TestFixtureRoundTrip(t *testing.T) {
	tests := []struct {
		file string
		obj  any
	}{
		{"api-legacy.json", &APIVersions{}},
		{"apis-legacy.json", &APIGroupList{}},
		{"api-v1-resourcelist.json", &APIResourceList{}},
		{"apps-v1-resourcelist.json", &APIResourceList{}},
		{"get-cm-404.json", &Status{}},
		{"list-cm-table.json", &Table{}},
		{"list-cm-json.json", &testConfigMapList{}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			decodeStrict(t, data, tt.obj)
			assertRoundTrip(t, data, tt.obj)
		})
	}
}

// TestTableRowObjects decodes the PartialObjectMetadata of each row.
func TestTableRowObjects(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "list-cm-table.json"))
	if err != nil {
		t.Fatal(err)
	}
	var table Table
	decodeStrict(t, data, &table)
	if len(table.Rows) == 0 {
		t.Fatalf("no rows")
	}
	for _, row := range table.Rows {
		var pom PartialObjectMetadata
		decodeStrict(t, row.Object.Raw, &pom)
		assertRoundTrip(t, row.Object.Raw, &pom)
		if pom.Kind != "PartialObjectMetadata" || pom.CreationTimestamp.IsZero() {
			t.Errorf("row object = %+v; want a PartialObjectMetadata with a creationTimestamp", pom)
		}
	}
}

// TestWatchListEvents decodes each event of a watch-list stream,
// including the bookmark that ends the initial events.
func TestWatchListEvents(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "watchlist-cm-json.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var types []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Bytes()
		var ev WatchEvent
		decodeStrict(t, line, &ev)
		assertRoundTrip(t, line, &ev)
		var cm testConfigMap
		decodeStrict(t, ev.Object.Raw, &cm)
		assertRoundTrip(t, ev.Object.Raw, &cm)
		types = append(types, ev.Type)
		if ev.Type == "BOOKMARK" && cm.Annotations[InitialEventsAnnotationKey] != "true" {
			t.Errorf("bookmark annotations = %v; want %s=true", cm.Annotations, InitialEventsAnnotationKey)
		}
	}
	if got, want := len(types), 5; got != want {
		t.Errorf("got %d events (%v); want %d", got, types, want)
	}
}

package mux

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

func named(name string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { io.WriteString(w, name) })
}

func TestPathRecorderMuxMatching(t *testing.T) {
	m := NewPathRecorderMux("test")
	m.Handle("/exact", named("exact"))
	m.HandlePrefix("/prefix/", named("prefix"))
	m.HandlePrefix("/prefix/longer/", named("longer prefix"))
	m.UnlistedHandle("/unlisted", named("unlisted"))
	m.NotFoundHandler(named("not found"))

	tests := []struct{ path, want string }{
		{"/exact", "exact"},
		{"/exact/", "not found"},      // exact means exact: no subtree
		{"/exact/child", "not found"}, // unlike http.ServeMux
		{"/prefix", "not found"},      // the prefix is /prefix/
		{"/prefix/", "prefix"},
		{"/prefix/a/b", "prefix"},
		{"/prefix/longer/x", "longer prefix"}, // longest prefix wins
		{"/unlisted", "unlisted"},
		{"/", "not found"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			rec := httptest.NewRecorder()
			m.ServeHTTP(rec, httptest.NewRequest("GET", tt.path, nil))
			if got := rec.Body.String(); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
	if got, want := m.ListedPaths(), []string{"/exact", "/prefix/", "/prefix/longer/"}; !reflect.DeepEqual(got, want) {
		t.Errorf("ListedPaths: got %q; want %q", got, want)
	}
}

func TestPathRecorderMuxDefaultNotFound(t *testing.T) {
	rec := httptest.NewRecorder()
	NewPathRecorderMux("test").ServeHTTP(rec, httptest.NewRequest("GET", "/x", nil))
	if rec.Code != http.StatusNotFound || rec.Body.String() != "404 page not found\n" {
		t.Errorf("got %d %q; want 404 %q", rec.Code, rec.Body.String(), "404 page not found\n")
	}
}

func TestPathRecorderMuxRegistrationErrors(t *testing.T) {
	tests := []struct {
		name      string
		register  func(m *PathRecorderMux)
		wantPanic string
	}{
		{"duplicate exact path", func(m *PathRecorderMux) { m.Handle("/a", named("1")); m.Handle("/a", named("2")) }, `duplicate path registration of "/a"`},
		{"duplicate across listed and unlisted", func(m *PathRecorderMux) { m.Handle("/a", named("1")); m.UnlistedHandle("/a", named("2")) }, `duplicate path registration of "/a"`},
		{"prefix without trailing slash", func(m *PathRecorderMux) { m.HandlePrefix("/a", named("1")) }, `"/a" must end in a trailing slash`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				r := recover()
				if r == nil || !strings.Contains(r.(string), tt.wantPanic) {
					t.Errorf("panic: got %v; want it to contain %q", r, tt.wantPanic)
				}
			}()
			tt.register(NewPathRecorderMux("test"))
		})
	}
}

func TestPathRecorderMuxUnregister(t *testing.T) {
	m := NewPathRecorderMux("test")
	m.Handle("/a", named("a"))
	m.Unregister("/a")
	m.Handle("/a", named("a again")) // no duplicate panic after Unregister
	rec := httptest.NewRecorder()
	m.ServeHTTP(rec, httptest.NewRequest("GET", "/a", nil))
	if got := rec.Body.String(); got != "a again" {
		t.Errorf("got %q; want %q", got, "a again")
	}
}

// registerOriginal registers /dup: the first registration, which the
// duplicate's message must name.
func registerOriginal(m *PathRecorderMux) { m.Handle("/dup", named("1")) }

// TestPathRecorderMuxDuplicateNamesBothCallers checks that the message of a
// duplicate registration names the function and file of the original
// registration (kept as program counters) and of the new one.
func TestPathRecorderMuxDuplicateNamesBothCallers(t *testing.T) {
	m := NewPathRecorderMux("test")
	registerOriginal(m)
	defer func() {
		msg, _ := recover().(string)
		original, again, found := strings.Cut(msg, "new registration from")
		if !found {
			t.Fatalf("panic: got %q; want an original and a new registration", msg)
		}
		for _, want := range []string{`duplicate path registration of "/dup"`, "mux.registerOriginal(...)", "pathrecorder_test.go:", "mux.(*PathRecorderMux).Handle(...)"} {
			if !strings.Contains(original, want) {
				t.Errorf("original registration: got %q; want it to contain %q", original, want)
			}
		}
		if !strings.Contains(again, "TestPathRecorderMuxDuplicateNamesBothCallers") {
			t.Errorf("new registration: got %q; want it to name TestPathRecorderMuxDuplicateNamesBothCallers", again)
		}
	}()
	m.Handle("/dup", named("2"))
}

// TestPathRecorderMuxLogsAtV5: which handler took a path is logged at
// -v=5 and above (the lines are guarded, to spare their arguments'
// allocations), and not below.
func TestPathRecorderMuxLogsAtV5(t *testing.T) {
	m := NewPathRecorderMux("test")
	m.Handle("/exact", named("exact"))
	m.HandlePrefix("/prefix/", named("prefix"))
	tests := []struct {
		verbosity klog.Level
		path      string
		want      string // "" for no line
	}{
		{5, "/exact", `test: "/exact" satisfied by exact match`},
		{5, "/prefix/a", `test: "/prefix/a" satisfied by prefix /prefix/`},
		{5, "/other", `test: "/other" satisfied by NotFoundHandler`},
		{4, "/exact", ""},
		{4, "/other", ""},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("v%d %s", tt.verbosity, tt.path), func(t *testing.T) {
			var out bytes.Buffer
			old := klog.SetOutput(&out)
			defer klog.SetOutput(old)
			klog.SetVerbosity(tt.verbosity)
			defer klog.SetVerbosity(0)
			m.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, tt.path, nil))
			got := out.String()
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("got log %q; want a line with %q", got, tt.want)
			}
		})
	}
}

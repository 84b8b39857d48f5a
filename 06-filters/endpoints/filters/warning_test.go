package filters

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
)

func warnAll(texts ...string) []string {
	h := WithWarningRecorder(http.HandlerFunc(func(_ http.ResponseWriter, req *http.Request) {
		for _, text := range texts {
			warning.AddWarning(req.Context(), text)
		}
	}))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/v1/namespaces/default/pods", nil))
	return rec.Header().Values("Warning")
}

func TestWarningRecorderDeduplicates(t *testing.T) {
	got := warnAll("a", "b", "a", "")
	want := []string{`299 - "a"`, `299 - "b"`}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestWarningRecorderTruncates(t *testing.T) {
	long := strings.Repeat("x", 1000)
	var texts []string
	for i := range 6 {
		texts = append(texts, string(rune('a'+i))+long) // 6 x 1001 runes: past 4096
	}
	got := warnAll(texts...)
	if len(got) != 6 {
		t.Fatalf("got %d warnings; want all 6, truncated", len(got))
	}
	for _, h := range got {
		if n := len(h) - len(`299 - ""`); n != truncateItemRunes {
			t.Errorf("got a warning of %d runes; want %d", n, truncateItemRunes)
		}
	}

	many := make([]string, 0, 40)
	for i := range 40 {
		many = append(many, strings.Repeat(string(rune('A'+i)), 300))
	}
	if got := warnAll(many...); len(got) >= 40 || len(got) < truncateAtTotalRunes/truncateItemRunes {
		t.Errorf("got %d warnings; want them to stop once %d runes are written", len(got), truncateAtTotalRunes)
	}
}

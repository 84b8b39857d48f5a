package warning

import (
	"context"
	"net/http/httptest"
	"testing"
)

func TestNewWarningHeader(t *testing.T) {
	if got, want := NewWarningHeader(299, "-", `unknown field "spec.foo"`), `299 - "unknown field \"spec.foo\""`; got != want {
		t.Errorf("got %s; want %s", got, want)
	}
}

func TestAddWarningOncePerText(t *testing.T) {
	w := httptest.NewRecorder()
	ctx := EnsureWarningRecorder(context.Background(), w)
	if again := EnsureWarningRecorder(ctx, w); again != ctx {
		t.Error("got a second recorder; want the context's own")
	}
	AddWarning(ctx, "stable.example.com/v1beta1 CronTab is deprecated")
	AddWarning(ctx, "stable.example.com/v1beta1 CronTab is deprecated")
	AddWarning(context.Background(), "no recorder: dropped")
	if got := w.Header().Values("Warning"); len(got) != 1 || got[0] != `299 - "stable.example.com/v1beta1 CronTab is deprecated"` {
		t.Errorf("got %q; want one warning", got)
	}
}

package install

import (
	"strings"
	"testing"

	_ "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/install"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	"github.com/kube-rebuilt/apiserver/01-scheme/apis/core"
	corev1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/core/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime/schema"
	eventsv1 "github.com/kube-rebuilt/apiserver/03-master/apis/events/v1"
)

// TestOneEventTwoAPIs decodes what client-go's events.k8s.io recorder
// sends into core's internal Event, and encodes that one object as
// events.k8s.io/v1 and as core/v1: the same event, renamed fields.
func TestOneEventTwoAPIs(t *testing.T) {
	in := `{"apiVersion":"events.k8s.io/v1","kind":"Event","metadata":{"name":"web.1","namespace":"default"},` +
		`"eventTime":"2026-01-02T03:04:05.000006Z","reportingController":"default-scheduler","reportingInstance":"default-scheduler-node-a",` +
		`"action":"Binding","reason":"Scheduled","regarding":{"kind":"Pod","namespace":"default","name":"web"},"note":"Successfully assigned default/web to node-a","type":"Normal"}`
	obj, err := runtime.Decode(legacyscheme.Codecs.UniversalDecoder(), []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	ev, ok := obj.(*core.Event)
	if !ok {
		t.Fatalf("got %T; want *core.Event", obj)
	}
	if ev.InvolvedObject.Name != "web" || ev.Message != "Successfully assigned default/web to node-a" || ev.ReportingController != "default-scheduler" {
		t.Errorf("got involvedObject %+v message %q; want regarding and note mapped", ev.InvolvedObject, ev.Message)
	}
	tests := []struct {
		gv   schema.GroupVersion
		want []string
	}{
		{eventsv1.SchemeGroupVersion, []string{`"apiVersion":"events.k8s.io/v1"`, `"regarding":{"kind":"Pod"`, `"note":"Successfully assigned`}},
		{corev1.SchemeGroupVersion, []string{`"apiVersion":"v1"`, `"involvedObject":{"kind":"Pod"`, `"message":"Successfully assigned`}},
	}
	for _, tt := range tests {
		out, err := runtime.Encode(legacyscheme.Codecs.LegacyCodec(tt.gv), ev)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range tt.want {
			if !strings.Contains(string(out), want) {
				t.Errorf("got %s; want it to contain %s", out, want)
			}
		}
	}
}

// TestFieldLabels: events.k8s.io's field selectors map to core's.
func TestFieldLabels(t *testing.T) {
	gvk := eventsv1.SchemeGroupVersion.WithKind("Event")
	tests := []struct{ in, want string }{
		{"regarding.name", "involvedObject.name"},
		{"reportingController", "reportingComponent"},
		{"note", ""},
	}
	for _, tt := range tests {
		got, _, err := legacyscheme.Scheme.ConvertFieldLabel(gvk, tt.in, "x")
		if tt.want == "" {
			if err == nil {
				t.Errorf("got %q for %s; want an error", got, tt.in)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("got %q %v for %s; want %q", got, err, tt.in, tt.want)
		}
	}
}

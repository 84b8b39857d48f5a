package log

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

func testEvent(id string) *auditv1.Event {
	ts := metav1.NewMicroTime(time.Date(2026, 11, 26, 8, 0, 0, 123456000, time.UTC))
	return &auditv1.Event{
		Level: auditv1.LevelRequest, AuditID: metav1.UID(id), Stage: auditv1.StageResponseComplete,
		RequestURI: "/api/v1/namespaces/default/pods", Verb: "create",
		User:                     auditv1.UserInfo{Username: "system:anonymous", Groups: []string{"system:unauthenticated"}},
		SourceIPs:                []string{"127.0.0.1"},
		ObjectRef:                &auditv1.ObjectReference{Resource: "pods", Namespace: "default", APIVersion: "v1"},
		ResponseStatus:           &metav1.Status{Code: 201},
		RequestObject:            &runtime.RawExtension{Raw: []byte(`{"kind":"Pod","metadata":{"name":"web"}}`)},
		RequestReceivedTimestamp: ts, StageTimestamp: ts,
	}
}

func TestJSONLines(t *testing.T) {
	var out bytes.Buffer
	b := NewBackend(&out, FormatJson, auditv1.SchemeGroupVersion)
	if !b.ProcessEvents(testEvent("a"), testEvent("b")) {
		t.Fatal("got ProcessEvents false; want true")
	}
	scanner := bufio.NewScanner(&out)
	var ids []string
	for scanner.Scan() {
		var got map[string]any
		if err := json.Unmarshal(scanner.Bytes(), &got); err != nil {
			t.Fatalf("got line %q, not JSON: %v", scanner.Text(), err)
		}
		if got["apiVersion"] != "audit.k8s.io/v1" || got["kind"] != "Event" {
			t.Errorf("got apiVersion %v, kind %v; want audit.k8s.io/v1, Event", got["apiVersion"], got["kind"])
		}
		obj, _ := got["requestObject"].(map[string]any)
		if obj["kind"] != "Pod" {
			t.Errorf("got requestObject %v; want the embedded Pod", got["requestObject"])
		}
		if got["requestReceivedTimestamp"] != "2026-11-26T08:00:00.123456Z" {
			t.Errorf("got requestReceivedTimestamp %v; want 2026-11-26T08:00:00.123456Z", got["requestReceivedTimestamp"])
		}
		ids = append(ids, got["auditID"].(string))
	}
	if strings.Join(ids, ",") != "a,b" {
		t.Errorf("got audit IDs %v; want a,b one per line", ids)
	}
}

func TestFormats(t *testing.T) {
	tests := []struct {
		format string
		ok     bool
		want   string
	}{
		{FormatLegacy, true, `2026-11-26T08:00:00.123456Z AUDIT: id="a" stage="ResponseComplete" ip="127.0.0.1" method="create" user="system:anonymous" groups="\"system:unauthenticated\"" as="<self>" asgroups="<lookup>" user-agent="" namespace="default" uri="/api/v1/namespaces/default/pods" response="201"` + "\n"},
		{"xml", false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			var out bytes.Buffer
			ok := NewBackend(&out, tt.format, auditv1.SchemeGroupVersion).ProcessEvents(testEvent("a"))
			if ok != tt.ok || out.String() != tt.want {
				t.Errorf("got %v, %q; want %v, %q", ok, out.String(), tt.ok, tt.want)
			}
		})
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteError(t *testing.T) {
	if NewBackend(failingWriter{}, FormatJson, auditv1.SchemeGroupVersion).ProcessEvents(testEvent("a")) {
		t.Error("got true for a failing writer; want false")
	}
}

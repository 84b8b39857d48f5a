package audit

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

type recordingBackend struct {
	name   string
	events []auditv1.Stage
	ok     bool
}

func (b *recordingBackend) ProcessEvents(events ...*auditv1.Event) bool {
	for _, ev := range events {
		b.events = append(b.events, ev.Stage)
	}
	return b.ok
}
func (b *recordingBackend) Run(<-chan struct{}) error { return nil }
func (b *recordingBackend) Shutdown()                 {}
func (b *recordingBackend) String() string            { return b.name }

func TestProcessEventStage(t *testing.T) {
	tests := []struct {
		name   string
		config RequestAuditConfig
		init   bool
		want   []auditv1.Stage
	}{
		{"not initialised", RequestAuditConfig{Level: auditv1.LevelMetadata}, false, nil},
		{"level None", RequestAuditConfig{Level: auditv1.LevelNone}, true, nil},
		{"written", RequestAuditConfig{Level: auditv1.LevelMetadata}, true,
			[]auditv1.Stage{auditv1.StageRequestReceived, auditv1.StageResponseComplete}},
		{"omitted stage", RequestAuditConfig{Level: auditv1.LevelMetadata, OmitStages: []auditv1.Stage{auditv1.StageRequestReceived}}, true,
			[]auditv1.Stage{auditv1.StageResponseComplete}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := WithAuditContext(context.Background())
			ac := AuditContextFrom(ctx)
			b := &recordingBackend{ok: true}
			if tt.init {
				if err := ac.Init(tt.config, b); err != nil {
					t.Fatal(err)
				}
			}
			ac.ProcessEventStage(ctx, auditv1.StageRequestReceived)
			ac.ProcessEventStage(ctx, auditv1.StageResponseComplete)
			if !slices.Equal(b.events, tt.want) {
				t.Errorf("got %v; want %v", b.events, tt.want)
			}
		})
	}
}

func TestInitTwice(t *testing.T) {
	ac := AuditContextFrom(WithAuditContext(context.Background()))
	if err := ac.Init(RequestAuditConfig{}, nil); err != nil {
		t.Fatal(err)
	}
	if err := ac.Init(RequestAuditConfig{}, nil); err == nil {
		t.Error("got no error initialising twice; want one")
	}
}

func TestAuditIDAndAnnotations(t *testing.T) {
	if _, ok := AuditIDFrom(context.Background()); ok {
		t.Error("got an audit ID without an audit context; want none")
	}
	AddAuditAnnotation(context.Background(), "a", "b") // no context: nothing, no panic
	ctx := WithAuditContext(context.Background())
	if WithAuditContext(ctx) != ctx {
		t.Error("got a second audit context; want the first kept")
	}
	WithAuditID(ctx, "id-1")
	if id, ok := AuditIDFrom(ctx); !ok || id != "id-1" {
		t.Errorf("got %q, %v; want id-1", id, ok)
	}
	AddAuditAnnotation(ctx, "authorization.k8s.io/decision", "allow")
	AddAuditAnnotation(ctx, "authorization.k8s.io/decision", "forbid") // first value wins
	AddAuditAnnotationsMap(ctx, map[string]string{"x.io/y": "z"})
	var got map[string]string
	AuditContextFrom(ctx).VisitEvent(func(ev *auditv1.Event) { got = ev.Annotations })
	if got["authorization.k8s.io/decision"] != "allow" || got["x.io/y"] != "z" {
		t.Errorf("got annotations %v; want decision=allow, x.io/y=z", got)
	}
	ac := AuditContextFrom(ctx)
	_ = ac.Init(RequestAuditConfig{Level: auditv1.LevelNone}, nil)
	AddAuditAnnotation(ctx, "late", "v")
	if _, ok := got["late"]; ok {
		t.Error("got an annotation on a None-level request; want none")
	}
}

func TestUnion(t *testing.T) {
	a, b := &recordingBackend{name: "a", ok: true}, &recordingBackend{name: "b", ok: false}
	if Union(nil, a) != Backend(a) {
		t.Error("got a wrapped single backend; want it as it is")
	}
	u := Union(a, nil, b)
	if u.String() != "union[a,b]" {
		t.Errorf("got %q; want union[a,b]", u.String())
	}
	if u.ProcessEvents(&auditv1.Event{Stage: auditv1.StagePanic}) {
		t.Error("got true with a failing backend; want false")
	}
	if len(a.events) != 1 || len(b.events) != 1 {
		t.Errorf("got %v, %v; want the event in both", a.events, b.events)
	}
}

func TestSourceIPs(t *testing.T) {
	tests := []struct {
		name, forwarded, realIP, remote string
		want                            string
	}{
		{"remote only", "", "", "192.0.2.1:443", "192.0.2.1"},
		{"forwarded chain first", "10.0.0.1, 10.0.0.2", "", "192.0.2.1:443", "10.0.0.1,10.0.0.2,192.0.2.1"},
		{"real IP", "", "10.0.0.9", "192.0.2.1:443", "10.0.0.9,192.0.2.1"},
		{"duplicates once, junk skipped", "10.0.0.1, junk", "10.0.0.1", "10.0.0.1:1", "10.0.0.1"},
		{"IPv6", "", "", "[::1]:8080", "::1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.RemoteAddr = tt.remote
			if tt.forwarded != "" {
				req.Header.Set("X-Forwarded-For", tt.forwarded)
			}
			if tt.realIP != "" {
				req.Header.Set("X-Real-Ip", tt.realIP)
			}
			if got := strings.Join(SourceIPs(req), ","); got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestLogImpersonatedUser(t *testing.T) {
	tests := []struct {
		name  string
		level auditv1.Level
		want  *auditv1.UserInfo
	}{
		{"audited", auditv1.LevelMetadata, &auditv1.UserInfo{Username: "bob", Groups: []string{"system:authenticated"}}},
		{"level None", auditv1.LevelNone, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := WithAuditContext(context.Background())
			ac := AuditContextFrom(ctx)
			if err := ac.Init(RequestAuditConfig{Level: tt.level}, &recordingBackend{ok: true}); err != nil {
				t.Fatal(err)
			}
			LogImpersonatedUser(ctx, &user.DefaultInfo{Name: "bob", Groups: []string{"system:authenticated"}})
			var got *auditv1.UserInfo
			ac.VisitEvent(func(ev *auditv1.Event) { got = ev.ImpersonatedUser })
			if (got == nil) != (tt.want == nil) || got != nil && (got.Username != tt.want.Username || !slices.Equal(got.Groups, tt.want.Groups)) {
				t.Errorf("got impersonatedUser %+v; want %+v", got, tt.want)
			}
		})
	}
}

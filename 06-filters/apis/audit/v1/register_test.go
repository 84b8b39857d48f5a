package v1_test

import (
	"testing"

	"github.com/kube-rebuilt/apiserver/01-scheme/runtime"
	"github.com/kube-rebuilt/apiserver/06-filters/apis/audit/install"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

func TestInstall(t *testing.T) {
	scheme := runtime.NewScheme()
	install.Install(scheme)
	for _, kind := range []string{"Event", "EventList", "Policy"} {
		if !scheme.Recognizes(auditv1.SchemeGroupVersion.WithKind(kind)) {
			t.Errorf("got %s not registered; want audit.k8s.io/v1 %s", kind, kind)
		}
	}
}

func TestLevelOrder(t *testing.T) {
	tests := []struct {
		a, b auditv1.Level
		less bool
	}{
		{auditv1.LevelNone, auditv1.LevelMetadata, true},
		{auditv1.LevelMetadata, auditv1.LevelRequest, true},
		{auditv1.LevelRequest, auditv1.LevelRequestResponse, true},
		{auditv1.LevelRequestResponse, auditv1.LevelRequest, false},
		{auditv1.LevelRequest, auditv1.LevelRequest, false},
	}
	for _, tt := range tests {
		if got := tt.a.Less(tt.b); got != tt.less {
			t.Errorf("%s.Less(%s): got %v; want %v", tt.a, tt.b, got, tt.less)
		}
		if got := tt.a.GreaterOrEqual(tt.b); got == tt.less {
			t.Errorf("%s.GreaterOrEqual(%s): got %v; want %v", tt.a, tt.b, got, !tt.less)
		}
	}
}

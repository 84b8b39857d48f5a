package audit

import (
	"strings"
	"testing"

	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

func TestEventStringImpersonation(t *testing.T) {
	tests := []struct {
		name         string
		impersonated *auditv1.UserInfo
		want         string
	}{
		{"none", nil, `as="<self>" asgroups="<lookup>"`},
		{"user", &auditv1.UserInfo{Username: "alice"}, `as="alice" asgroups="<lookup>"`},
		{"user and groups", &auditv1.UserInfo{Username: "alice", Groups: []string{"dev", "system:authenticated"}},
			`as="alice" asgroups="\"dev\",\"system:authenticated\""`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev := &auditv1.Event{User: auditv1.UserInfo{Username: "admin"}, ImpersonatedUser: tt.impersonated}
			if got := EventString(ev); !strings.Contains(got, tt.want) {
				t.Errorf("got %s; want %s in it", got, tt.want)
			}
		})
	}
}

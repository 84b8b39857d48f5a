package admission

import (
	"maps"
	"strings"
	"testing"
)

func TestAddAnnotation(t *testing.T) {
	tests := []struct {
		name, key, value, wantErr string
	}{
		{name: "qualified", key: "example.admission.k8s.io/decision", value: "allow"},
		{name: "same value again", key: "example.admission.k8s.io/decision", value: "allow"},
		{name: "overwrite", key: "example.admission.k8s.io/decision", value: "deny", wantErr: "not allowd to be overwritten"},
		{name: "no prefix", key: "decision", value: "x", wantErr: "the right format is a DNS subdomain prefix"},
		{name: "bad prefix", key: "Bad_Prefix/decision", value: "x", wantErr: "annotation key has invalid format"},
	}
	a := configMapCreate()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := a.AddAnnotation(tt.key, tt.value)
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Errorf("got error %v; want %q", err, tt.wantErr)
			}
		})
	}
	got := a.(AnnotationsGetter).GetAnnotations()
	if want := map[string]string{"example.admission.k8s.io/decision": "allow"}; !maps.Equal(got, want) {
		t.Errorf("got annotations %v; want %v", got, want)
	}
}

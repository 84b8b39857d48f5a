package generic

import (
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
)

func TestFieldsSets(t *testing.T) {
	m := &metav1.ObjectMeta{Name: "c", Namespace: "ns1"}
	tests := []struct {
		name string
		got  fields.Set
		want string
	}{
		{"namespaced", ObjectMetaFieldsSet(m, true), "metadata.name=c,metadata.namespace=ns1"},
		{"cluster", ObjectMetaFieldsSet(m, false), "metadata.name=c"},
		{"added to own fields", AddObjectMetaFieldsSet(fields.Set{"spec.nodeName": "n1"}, m, true), "metadata.name=c,metadata.namespace=ns1,spec.nodeName=n1"},
		{"merged", MergeFieldsSets(fields.Set{"a": "1"}, fields.Set{"b": "2"}), "a=1,b=2"},
	}
	for _, tt := range tests {
		if got := tt.got.String(); got != tt.want {
			t.Errorf("%s: got %s; want %s", tt.name, got, tt.want)
		}
	}
}

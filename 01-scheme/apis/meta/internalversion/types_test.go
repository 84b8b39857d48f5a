package internalversion

import (
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
)

func TestConvertFromV1(t *testing.T) {
	got, err := ConvertFromV1(&metav1.ListOptions{LabelSelector: "app=web,tier!=db", FieldSelector: "metadata.name=x", Limit: 5})
	if err != nil {
		t.Fatal(err)
	}
	if !got.LabelSelector.Matches(labels.Set{"app": "web"}) || got.LabelSelector.Matches(labels.Set{"app": "web", "tier": "db"}) {
		t.Errorf("label selector %q matches wrongly", got.LabelSelector)
	}
	if !got.FieldSelector.Matches(fields.Set{"metadata.name": "x"}) || got.Limit != 5 {
		t.Errorf("got %+v", got)
	}
	empty, _ := ConvertFromV1(&metav1.ListOptions{})
	if !empty.LabelSelector.Empty() || !empty.FieldSelector.Empty() {
		t.Errorf("empty options: selectors not empty")
	}
	if _, err := ConvertFromV1(&metav1.ListOptions{LabelSelector: "a in (b"}); err == nil {
		t.Errorf("bad label selector: got nil error")
	}
	if _, err := ConvertFromV1(&metav1.ListOptions{FieldSelector: "a"}); err == nil {
		t.Errorf("bad field selector: got nil error")
	}
}

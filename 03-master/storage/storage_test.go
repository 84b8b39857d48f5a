package storage

import (
	"errors"
	"testing"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	"github.com/kube-rebuilt/apiserver/01-scheme/fields"
	"github.com/kube-rebuilt/apiserver/01-scheme/labels"
)

func TestContinueRoundTrip(t *testing.T) {
	token, err := EncodeContinue("/registry/configmaps/ns/b\x00", "/registry/configmaps/", 42)
	if err != nil {
		t.Fatal(err)
	}
	key, rv, err := DecodeContinue(token, "/registry/configmaps/")
	if err != nil {
		t.Fatal(err)
	}
	if key != "/registry/configmaps/ns/b\x00" || rv != 42 {
		t.Errorf("got %q %d; want the encoded key and 42", key, rv)
	}
}

func TestDecodeContinueRejects(t *testing.T) {
	tests := []struct {
		name, token string
		want        error
	}{
		{"not base64", "%%%", ErrGenericInvalidKey},
		{"other version", "eyJ2IjoidjIiLCJydiI6MSwic3RhcnQiOiJhIn0", ErrUnrecognizedEncodedVersion},                     // {"v":"v2","rv":1,"start":"a"}
		{"no rv", "eyJ2IjoibWV0YS5rOHMuaW8vdjEiLCJydiI6MCwic3RhcnQiOiJhIn0", ErrInvalidStartRV},                         // rv 0
		{"no start", "eyJ2IjoibWV0YS5rOHMuaW8vdjEiLCJydiI6MSwic3RhcnQiOiIifQ", ErrEmptyStartKey},                        // start ""
		{"escapes prefix", "eyJ2IjoibWV0YS5rOHMuaW8vdjEiLCJydiI6MSwic3RhcnQiOiIuLi9zZWNyZXRzIn0", ErrGenericInvalidKey}, // start "../secrets"
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, _, err := DecodeContinue(tt.token, "/registry/configmaps/"); !errors.Is(err, tt.want) {
				t.Errorf("got %v; want %v", err, tt.want)
			}
		})
	}
}

func TestPreconditions(t *testing.T) {
	obj := &metav1.PartialObjectMetadata{ObjectMeta: metav1.ObjectMeta{UID: "u1", ResourceVersion: "7"}}
	rv7, rv8 := "7", "8"
	uid := metav1.UID("u1")
	tests := []struct {
		name string
		p    *Preconditions
		ok   bool
	}{
		{"nil", nil, true},
		{"uid matches", NewUIDPreconditions("u1"), true},
		{"uid differs", NewUIDPreconditions("u2"), false},
		{"rv matches", &Preconditions{UID: &uid, ResourceVersion: &rv7}, true},
		{"rv differs", &Preconditions{ResourceVersion: &rv8}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.p.Check("/k", obj)
			if got := err == nil; got != tt.ok {
				t.Errorf("got %v; want ok=%v", err, tt.ok)
			}
			if err != nil && !IsInvalidObj(err) {
				t.Errorf("got %v; want an InvalidObj error", err)
			}
		})
	}
}

func TestSelectionPredicate(t *testing.T) {
	obj := &metav1.PartialObjectMetadata{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns", Labels: map[string]string{"tier": "web"}}}
	tests := []struct {
		name string
		p    SelectionPredicate
		want bool
	}{
		{"everything", Everything, true},
		{"label matches", SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"tier": "web"})}, true},
		{"label differs", SelectionPredicate{Label: labels.SelectorFromSet(labels.Set{"tier": "db"})}, false},
		{"name field", SelectionPredicate{Field: fields.OneTermEqualSelector("metadata.name", "a")}, true},
		{"namespace field", SelectionPredicate{Field: fields.OneTermEqualSelector("metadata.namespace", "other")}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.p.Matches(obj)
			if err != nil || got != tt.want {
				t.Errorf("got %v, %v; want %v", got, err, tt.want)
			}
		})
	}
	single := SelectionPredicate{Field: fields.OneTermEqualSelector("metadata.name", "a")}
	if name, ok := single.MatchesSingle(); !ok || name != "a" {
		t.Errorf("MatchesSingle: got %q %v; want a true", name, ok)
	}
}

func TestAPIObjectVersioner(t *testing.T) {
	v := APIObjectVersioner{}
	obj := &metav1.PartialObjectMetadata{}
	if err := v.UpdateObject(obj, 12); err != nil || obj.ResourceVersion != "12" {
		t.Fatalf("got %q, %v; want 12", obj.ResourceVersion, err)
	}
	if got, _ := v.ObjectResourceVersion(obj); got != 12 {
		t.Errorf("got %d; want 12", got)
	}
	if err := v.PrepareObjectForStorage(obj); err != nil || obj.ResourceVersion != "" {
		t.Errorf("got %q, %v; want it cleared", obj.ResourceVersion, err)
	}
	for in, want := range map[string]uint64{"": 0, "0": 0, "15": 15} {
		if got, err := v.ParseResourceVersion(in); err != nil || got != want {
			t.Errorf("ParseResourceVersion(%q): got %d, %v; want %d", in, got, err, want)
		}
	}
	if _, err := v.ParseResourceVersion("x"); err == nil {
		t.Errorf("ParseResourceVersion(x): got nil; want an error")
	}
}

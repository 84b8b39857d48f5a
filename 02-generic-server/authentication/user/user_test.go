package user

import (
	"reflect"
	"testing"
)

func TestDefaultInfo(t *testing.T) {
	var u Info = &DefaultInfo{
		Name:   "jane",
		UID:    "42",
		Groups: []string{AllAuthenticated, "dev"},
		Extra:  map[string][]string{"scopes": {"a", "b"}},
	}
	if got := u.GetName(); got != "jane" {
		t.Errorf("got name %q; want jane", got)
	}
	if got := u.GetUID(); got != "42" {
		t.Errorf("got uid %q; want 42", got)
	}
	if got, want := u.GetGroups(), []string{"system:authenticated", "dev"}; !reflect.DeepEqual(got, want) {
		t.Errorf("got groups %v; want %v", got, want)
	}
	if got, want := u.GetExtra(), map[string][]string{"scopes": {"a", "b"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("got extra %v; want %v", got, want)
	}
}

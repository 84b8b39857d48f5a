package serviceaccount

import (
	"reflect"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

func TestMakeUsername(t *testing.T) {
	if got, want := MakeUsername("kube-system", "default"), "system:serviceaccount:kube-system:default"; got != want {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestMatchesUsername(t *testing.T) {
	tests := []struct {
		name                string
		namespace, sa, user string
		want                bool
	}{
		{"match", "ns", "sa", "system:serviceaccount:ns:sa", true},
		{"other name", "ns", "sa", "system:serviceaccount:ns:sb", false},
		{"name prefix", "ns", "sa", "system:serviceaccount:ns:sa2", false},
		{"other namespace", "ns", "sa", "system:serviceaccount:nt:sa", false},
		{"no separator", "ns", "sa", "system:serviceaccount:nssa", false},
		{"not a service account", "ns", "sa", "ns:sa", false},
		{"colon split elsewhere", "n", "s:sa", "system:serviceaccount:n:s:sa", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MatchesUsername(tt.namespace, tt.sa, tt.user); got != tt.want {
				t.Errorf("got %v; want %v", got, tt.want)
			}
		})
	}
}

func TestSplitUsername(t *testing.T) {
	tests := []struct {
		name          string
		username      string
		wantNamespace string
		wantName      string
		wantErr       bool
	}{
		{"valid", "system:serviceaccount:ns:sa", "ns", "sa", false},
		{"dotted name", "system:serviceaccount:ns:build.robot", "ns", "build.robot", false},
		{"no prefix", "serviceaccount:ns:sa", "", "", true},
		{"three parts", "system:serviceaccount:ns:sa:x", "", "", true},
		{"one part", "system:serviceaccount:ns", "", "", true},
		{"invalid namespace", "system:serviceaccount:NS:sa", "", "", true},
		{"dotted namespace", "system:serviceaccount:a.b:sa", "", "", true},
		{"invalid name", "system:serviceaccount:ns:SA", "", "", true},
		{"empty name", "system:serviceaccount:ns:", "", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ns, n, err := SplitUsername(tt.username)
			if ns != tt.wantNamespace || n != tt.wantName || (err != nil) != tt.wantErr {
				t.Errorf("got %q, %q, %v; want %q, %q, error %v", ns, n, err, tt.wantNamespace, tt.wantName, tt.wantErr)
			}
			if err != nil && err.Error() != "Username must be in the form system:serviceaccount:namespace:name" {
				t.Errorf("got error %q; want upstream's wording", err)
			}
		})
	}
}

func TestMakeGroupNames(t *testing.T) {
	got, want := MakeGroupNames("ns"), []string{"system:serviceaccounts", "system:serviceaccounts:ns"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
}

func TestServiceAccountInfoUserInfo(t *testing.T) {
	groups := []string{"system:serviceaccounts", "system:serviceaccounts:ns"}
	tests := []struct {
		name string
		info ServiceAccountInfo
		want user.Info
	}{
		{"plain", ServiceAccountInfo{Namespace: "ns", Name: "sa", UID: "u1"},
			&user.DefaultInfo{Name: "system:serviceaccount:ns:sa", UID: "u1", Groups: groups}},
		{"pod needs name and uid", ServiceAccountInfo{Namespace: "ns", Name: "sa", PodName: "p"},
			&user.DefaultInfo{Name: "system:serviceaccount:ns:sa", Groups: groups}},
		{"everything", ServiceAccountInfo{Namespace: "ns", Name: "sa", UID: "u1", PodName: "p", PodUID: "pu",
			CredentialID: "JTI=abc", NodeName: "n", NodeUID: "nu"},
			&user.DefaultInfo{Name: "system:serviceaccount:ns:sa", UID: "u1", Groups: groups, Extra: map[string][]string{
				PodNameKey: {"p"}, PodUIDKey: {"pu"}, user.CredentialIDKey: {"JTI=abc"}, NodeNameKey: {"n"}, NodeUIDKey: {"nu"}}}},
		{"node uid needs name", ServiceAccountInfo{Namespace: "ns", Name: "sa", NodeUID: "nu"},
			&user.DefaultInfo{Name: "system:serviceaccount:ns:sa", Groups: groups}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.info.UserInfo(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v; want %+v", got, tt.want)
			}
		})
	}
}

func TestUserInfo(t *testing.T) {
	got := UserInfo("ns", "sa", "u1")
	want := &user.DefaultInfo{Name: "system:serviceaccount:ns:sa", UID: "u1", Groups: MakeGroupNames("ns")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v; want %+v", got, want)
	}
}

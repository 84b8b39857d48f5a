package tokenfile

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/kube-rebuilt/apiserver/02-generic-server/authentication/user"
)

func TestNewCSV(t *testing.T) {
	auth, err := NewCSV("testdata/tokens.csv")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		token string
		want  *user.DefaultInfo // nil: not recognised
	}{
		{"groups in quotes", "31ada4fd-adec-460c-809a-9e56ceb75269", &user.DefaultInfo{Name: "alice", UID: "1000", Groups: []string{"dev", "ops"}}},
		{"no groups column", "a1b2c3", &user.DefaultInfo{Name: "bob", UID: "1001"}},
		{"one group", "onegroup", &user.DefaultInfo{Name: "carol", UID: "1005", Groups: []string{"qa"}}},
		{"duplicate: last row wins", "dup", &user.DefaultInfo{Name: "second", UID: "1004"}},
		{"empty token row skipped", "", nil},
		{"unknown", "guess", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, ok, err := auth.AuthenticateToken(context.Background(), tt.token)
			if err != nil || ok != (tt.want != nil) {
				t.Fatalf("got %v, %v; want %v, <nil>", ok, err, tt.want != nil)
			}
			if ok && !reflect.DeepEqual(resp.User, tt.want) {
				t.Errorf("got %+v; want %+v", resp.User, tt.want)
			}
		})
	}
}

func TestNewCSVErrors(t *testing.T) {
	tests := []struct {
		name    string
		content string // "" with missing: no file at all
		missing bool
		wantErr string // a substring of the error
	}{
		{"missing file", "", true, "no such file"},
		{"two columns", "token,user\n", false, "must have at least 3 columns (token, user name, user uid), found 2"},
		{"one column", "token\n", false, "found 1"},
		{"bad quoting", "tok,\"user,1\n", false, "extraneous or missing \" in quoted-field"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "tokens.csv")
			if !tt.missing {
				if err := os.WriteFile(path, []byte(tt.content), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			_, err := NewCSV(path)
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("got %v; want an error containing %q", err, tt.wantErr)
			}
			if strings.Contains(tt.wantErr, "columns") && !strings.Contains(err.Error(), "token file '"+path+"'") {
				t.Errorf("got %v; want it to name the file", err)
			}
		})
	}
}

package handlers

import (
	"testing"

	metainternalversion "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/internalversion"
	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
)

func TestValidateListOptions(t *testing.T) {
	yes, no := true, false
	tests := []struct {
		name string
		opts metainternalversion.ListOptions
		want string // the aggregate error, "" for none
	}{
		{"plain list", metainternalversion.ListOptions{}, ""},
		{"list NotOlderThan", metainternalversion.ListOptions{ResourceVersion: "5", ResourceVersionMatch: "NotOlderThan"}, ""},
		{"list Exact 0", metainternalversion.ListOptions{ResourceVersion: "0", ResourceVersionMatch: "Exact"},
			`resourceVersionMatch: Forbidden: resourceVersionMatch "exact" is forbidden for resourceVersion "0"`},
		{"list match and continue", metainternalversion.ListOptions{ResourceVersion: "5", ResourceVersionMatch: "Exact", Continue: "x"},
			"resourceVersionMatch: Forbidden: resourceVersionMatch is forbidden when continue is provided"},
		{"list unknown match", metainternalversion.ListOptions{ResourceVersion: "5", ResourceVersionMatch: "Newer"},
			`resourceVersionMatch: Unsupported value: "Newer": supported values: "Exact", "NotOlderThan", ""`},
		{"list sendInitialEvents=false", metainternalversion.ListOptions{SendInitialEvents: &no},
			"sendInitialEvents: Forbidden: sendInitialEvents is forbidden for list"},
		{"watch-list", metainternalversion.ListOptions{Watch: true, SendInitialEvents: &yes, ResourceVersionMatch: "NotOlderThan", AllowWatchBookmarks: true}, ""},
		{"watch-list without bookmarks", metainternalversion.ListOptions{Watch: true, SendInitialEvents: &yes, ResourceVersionMatch: "NotOlderThan"}, ""},
		{"watch sendInitialEvents without match", metainternalversion.ListOptions{Watch: true, SendInitialEvents: &yes},
			"resourceVersionMatch: Forbidden: sendInitialEvents requires setting resourceVersionMatch to NotOlderThan"},
		{"watch match without sendInitialEvents", metainternalversion.ListOptions{Watch: true, ResourceVersionMatch: "NotOlderThan"},
			"resourceVersionMatch: Forbidden: resourceVersionMatch is forbidden for watch unless sendInitialEvents is provided"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ""
			if err := validateListOptions(&tt.opts).ToAggregate(); err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("got %q; want %q", got, tt.want)
			}
		})
	}
}

func TestSetListOptionsDefaults(t *testing.T) {
	yes := true
	tests := []struct {
		name      string
		opts      metainternalversion.ListOptions
		wantSend  bool
		wantMatch metav1.ResourceVersionMatch
	}{
		{"watch from now", metainternalversion.ListOptions{Watch: true}, true, "NotOlderThan"},
		{"watch from 0", metainternalversion.ListOptions{Watch: true, ResourceVersion: "0"}, true, "NotOlderThan"},
		{"watch from 7", metainternalversion.ListOptions{Watch: true, ResourceVersion: "7"}, false, ""},
		{"list", metainternalversion.ListOptions{}, false, ""},
		{"explicit", metainternalversion.ListOptions{Watch: true, SendInitialEvents: &yes, ResourceVersionMatch: "NotOlderThan"}, true, "NotOlderThan"},
	}
	for _, tt := range tests {
		setListOptionsDefaults(&tt.opts)
		gotSend := tt.opts.SendInitialEvents != nil && *tt.opts.SendInitialEvents
		if gotSend != tt.wantSend || tt.opts.ResourceVersionMatch != tt.wantMatch {
			t.Errorf("%s: got sendInitialEvents %v, match %q; want %v, %q", tt.name, gotSend, tt.opts.ResourceVersionMatch, tt.wantSend, tt.wantMatch)
		}
	}
}

package filters

import (
	"net/http/httptest"
	"testing"

	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
)

func TestBasicLongRunningRequestCheck(t *testing.T) {
	check := BasicLongRunningRequestCheck([]string{"watch", "proxy"}, []string{"attach", "exec", "proxy", "log", "portforward"})
	resolver := &genericrequest.RequestInfoFactory{APIPrefixes: []string{"api", "apis"}, GrouplessAPIPrefixes: []string{"api"}}
	tests := []struct {
		url  string
		want bool
	}{
		{"/api/v1/pods?watch=true", true},
		{"/api/v1/watch/namespaces/default/pods", true},
		{"/api/v1/namespaces/default/pods/web/exec?command=ls", true},
		{"/api/v1/namespaces/default/pods/web/log?follow=true", true},
		{"/api/v1/namespaces/default/services/web/proxy/healthz", true},
		{"/debug/pprof/profile?seconds=10", true},
		{"/api/v1/namespaces/default/pods", false},
		{"/api/v1/namespaces/default/pods/web/status", false},
		{"/healthz", false},
	}
	for _, tt := range tests {
		t.Run(tt.url, func(t *testing.T) {
			req := httptest.NewRequest("GET", tt.url, nil)
			info, err := resolver.NewRequestInfo(req)
			if err != nil {
				t.Fatal(err)
			}
			if got := check(req, info); got != tt.want {
				t.Errorf("got %v; want %v (info %+v)", got, tt.want, info)
			}
		})
	}
}

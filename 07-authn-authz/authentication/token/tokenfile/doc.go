// Package tokenfile authenticates bearer tokens listed in a CSV file,
// kube-apiserver's --token-auth-file: one line per token,
//
//	token,user,uid,"group1,group2"
//
// the groups column optional. The file is read once, at start: a change
// needs a restart, as upstream.
//
// Stage 07 adds it.
// Upstream: k8s.io/apiserver/pkg/authentication/token/tokenfile.
// Left out: nothing.
package tokenfile

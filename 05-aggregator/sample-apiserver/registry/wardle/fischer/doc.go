// Package fischer is the storage of fischers: stage 03's generic registry
// Store with the fischer strategy (cluster-scoped, no field rules).
//
// Stage 05 adds it. Upstream: k8s.io/sample-apiserver/pkg/registry/wardle/fischer.
// Left out: what gives a fischer its meaning upstream, the BanFlunder
// admission plugin that refuses flunders named in a fischer's
// disallowedFlunders (admission comes with stage 07).
package fischer

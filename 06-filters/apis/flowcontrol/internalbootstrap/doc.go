// Package internalbootstrap holds the mandatory configuration objects in
// the internal version, by name: validation compares a mandatory
// object's spec with them.
//
// Stage 06 adds it. Upstream: k8s.io/kubernetes/pkg/apis/flowcontrol/internalbootstrap.
package internalbootstrap

// Package net parses addresses as Kubernetes has since before Go 1.17
// made net.ParseIP strict: an IPv4 octet may carry leading zeros, which
// stored objects may still hold. Validation of Service and Endpoints
// addresses and the endpoint reconciler use it.
//
// Stage 03 (the master) adds it.
// Upstream: k8s.io/utils/net (imported there as netutils).
// Left out: everything but the sloppy parsers and the family test.
package net

// Package gadgets is a test package for protobuf-gen: one type of each
// shape the generator writes, and two it must leave to the reflective
// codec.
//
// +k8s:protobuf-gen=package
package gadgets

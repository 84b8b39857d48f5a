package library

import (
	"github.com/google/cel-go/cel"
)

// lib is one named library: its types, its functions and the program
// options it needs. Every library below is a lib.
// Upstream: each library of k8s.io/apiserver/pkg/cel/library implements
// cel.Library and cel.SingletonLibrary the same way.
type lib struct {
	name  string
	types []*cel.Type
	decls map[string][]cel.FunctionOpt
}

// LibraryName makes lib a cel.SingletonLibrary: installed once per
// environment, however often it is named.
func (l *lib) LibraryName() string { return l.name }

// CompileOptions declares the types and functions.
func (l *lib) CompileOptions() []cel.EnvOption {
	opts := []cel.EnvOption{}
	if len(l.types) > 0 {
		ts := make([]any, len(l.types))
		for i, t := range l.types {
			ts[i] = t
		}
		opts = append(opts, cel.Types(ts...))
	}
	for name, overloads := range l.decls {
		opts = append(opts, cel.Function(name, overloads...))
	}
	return opts
}

// ProgramOptions has nothing to add.
func (l *lib) ProgramOptions() []cel.ProgramOption { return nil }

// KnownLibraries lists the library names, for tests and the chapter.
// Upstream: k8s.io/apiserver/pkg/cel/library.KnownLibraries.
func KnownLibraries() []string {
	return []string{listsLib.name, regexLib.name, urlsLib.name, quantityLib.name, ipLib.name, cidrLib.name, formatLib.name, semverLib.name}
}

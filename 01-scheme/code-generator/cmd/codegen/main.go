// Command codegen runs stage 01's generators over the packages its
// arguments name and writes zz_generated.deepcopy.go,
// zz_generated.conversion.go and zz_generated.defaults.go next to their
// sources. Every API package runs it from a //go:generate line in its
// doc.go, so "go generate ./..." regenerates everything:
//
//	go run github.com/kube-rebuilt/apiserver/01-scheme/code-generator/cmd/codegen .
//
// -only picks generators by name (deepcopy-gen, conversion-gen,
// defaulter-gen). Upstream: three commands, k8s.io/code-generator/cmd/
// deepcopy-gen, conversion-gen and defaulter-gen, which kube_codegen.sh
// runs in turn; one command loads the packages once instead of three times.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/generators"
)

func main() {
	only := flag.String("only", "", "comma-separated generators to run (default all)")
	flag.Parse()
	if err := run(*only, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "codegen:", err)
		os.Exit(1)
	}
}

func run(only string, patterns []string) error {
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	gens, err := pick(only)
	if err != nil {
		return err
	}
	files, err := generators.Run("", gens, patterns...)
	if err != nil {
		return err
	}
	paths := make([]string, 0, len(files))
	for p := range files {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	for _, p := range paths {
		if err := write(p, files[p]); err != nil {
			return err
		}
	}
	return nil
}

func pick(only string) ([]generators.Generator, error) {
	if only == "" {
		return generators.All, nil
	}
	var gens []generators.Generator
	for _, name := range strings.Split(only, ",") {
		found := false
		for _, g := range generators.All {
			if g.Name == name {
				gens, found = append(gens, g), true
			}
		}
		if !found {
			return nil, fmt.Errorf("unknown generator %q", name)
		}
	}
	return gens, nil
}

// write writes content to path unless it is there already; nil content
// removes the file.
func write(path string, content []byte) error {
	old, err := os.ReadFile(path)
	if content == nil {
		if err == nil {
			return os.Remove(path)
		}
		return nil
	}
	if err == nil && bytes.Equal(old, content) {
		return nil
	}
	return os.WriteFile(path, content, 0o644)
}

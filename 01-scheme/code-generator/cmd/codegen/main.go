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

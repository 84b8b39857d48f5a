package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
)

// The generator's outputs, relative to the module root.
const (
	descriptionsFile = "02-generic-server/openapi/descriptions_generated.go"
	markersFile      = "02-generic-server/openapi/markers_generated.go"
)

// sourceDirs are the packages whose types reach the wire, relative to the
// module root; the patterns are filepath.Glob patterns.
var sourceDirs = []string{
	"01-scheme/apis/*/v*",
	"03-master/apis/*/v[0-9]*",
	"07-authn-authz/apis/*/v[0-9]*",
	"01-scheme/runtime",
	"01-scheme/api/resource",
	"01-scheme/util/intstr",
	"02-generic-server/version",
}

func main() {
	root := flag.String("root", "", "module root (default: the nearest directory upwards holding go.mod)")
	flag.Parse()
	if err := run(*root); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// run generates the file and writes it.
func run(root string) error {
	if root == "" {
		var err error
		if root, err = findModuleRoot(); err != nil {
			return err
		}
	}
	files, err := generate(root)
	if err != nil {
		return err
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if err := os.WriteFile(filepath.Join(root, name), files[name], 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", name)
	}
	return nil
}

// generate returns the output by path relative to root: our doc comments
// and schema markers as Go.
func generate(root string) (map[string][]byte, error) {
	modulePath, err := readModulePath(root)
	if err != nil {
		return nil, err
	}
	ours, err := scanSources(root, modulePath)
	if err != nil {
		return nil, err
	}
	descriptions, err := renderGo(ours.descriptions)
	if err != nil {
		return nil, err
	}
	markers, err := renderMarkers(ours.markers)
	if err != nil {
		return nil, err
	}
	return map[string][]byte{descriptionsFile: descriptions, markersFile: markers}, nil
}

// findModuleRoot walks up from the working directory to go.mod.
func findModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory; pass -root")
		}
		dir = parent
	}
}

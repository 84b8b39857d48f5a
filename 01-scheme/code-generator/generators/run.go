package generators

import (
	"fmt"
	"path/filepath"

	"github.com/kube-rebuilt/apiserver/01-scheme/code-generator/gengo"
)

// Generator writes one kind of file for one package; a nil file means the
// package gets none.
type Generator struct {
	// Name is the command upstream runs for it, written into the header.
	Name string
	// FileName is the file written into the package's directory.
	FileName string
	Generate func(u *gengo.Universe, pkg *gengo.Package) (*gengo.File, error)
}

// All lists the generators in the order they run.
var All = []Generator{
	{Name: "deepcopy-gen", FileName: gengo.GeneratedPrefix + "deepcopy.go", Generate: GenerateDeepCopy},
	{Name: "conversion-gen", FileName: gengo.GeneratedPrefix + "conversion.go", Generate: GenerateConversion},
	{Name: "defaulter-gen", FileName: gengo.GeneratedPrefix + "defaults.go", Generate: GenerateDefaults},
	{Name: "protobuf-gen", FileName: gengo.GeneratedPrefix + "protobuf.go", Generate: GenerateProtobuf},
}

// Run loads the packages patterns name (relative to dir) and returns the
// content of every file the generators write, by path; a nil content
// means the file must not exist.
func Run(dir string, gens []Generator, patterns ...string) (map[string][]byte, error) {
	u, err := gengo.Load(dir, patterns...)
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, pkg := range u.Roots {
		for _, g := range gens {
			f, err := g.Generate(u, pkg)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", g.Name, err)
			}
			path := filepath.Join(pkg.Dir, g.FileName)
			if f == nil {
				out[path] = nil
				continue
			}
			if out[path], err = f.Bytes(g.Name); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

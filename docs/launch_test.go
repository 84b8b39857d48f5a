package docs

import (
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"testing"
)

// launchConfig is the part of a VS Code launch configuration the test reads.
type launchConfig struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Request string `json:"request"`
	Mode    string `json:"mode"`
	Program string `json:"program"`
	Host    string `json:"host"`
	Port    int    `json:"port"`
}

var stageName = regexp.MustCompile(`^\d\d-`)

// stagesWithMain lists the stage directories that hold a main.go.
func stagesWithMain(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir(repoRoot)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if !e.IsDir() || !stageName.MatchString(e.Name()) {
			continue
		}
		if _, err := os.Stat(filepath.Join(repoRoot, e.Name(), "main.go")); err == nil {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}

// TestLaunchConfigs keeps .vscode/launch.json in step with the stages: a
// launch configuration for every stage with a main.go, none for a stage that
// is gone, and one attach configuration pointing where debugging.md tells the
// headless delve to listen.
func TestLaunchConfigs(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(repoRoot, ".vscode", "launch.json"))
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Version        string         `json:"version"`
		Configurations []launchConfig `json:"configurations"`
	}
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatalf("got invalid JSON in .vscode/launch.json: %v (VS Code accepts comments; keep this file plain JSON)", err)
	}
	if file.Version != "0.2.0" {
		t.Errorf("got version %q; want \"0.2.0\"", file.Version)
	}

	names := map[string]bool{}
	launches := map[string]launchConfig{} // program -> config
	var attaches []launchConfig
	for _, c := range file.Configurations {
		if names[c.Name] {
			t.Errorf("got two configurations named %q; want unique names", c.Name)
		}
		names[c.Name] = true
		if c.Type != "go" {
			t.Errorf("%q: got type %q; want \"go\"", c.Name, c.Type)
		}
		switch c.Request {
		case "launch":
			if c.Mode != "debug" {
				t.Errorf("%q: got mode %q; want \"debug\"", c.Name, c.Mode)
			}
			launches[c.Program] = c
		case "attach":
			attaches = append(attaches, c)
		default:
			t.Errorf("%q: got request %q; want launch or attach", c.Name, c.Request)
		}
	}

	stages := stagesWithMain(t)
	if len(stages) == 0 {
		t.Fatal("got no stage directory with a main.go; want at least 01-scheme")
	}
	for _, s := range stages {
		if _, ok := launches["${workspaceFolder}/"+s]; !ok {
			t.Errorf("got no launch configuration with program ${workspaceFolder}/%s; want one per stage", s)
		}
	}
	for prog, c := range launches {
		dir, ok := cutWorkspace(prog)
		if !ok {
			t.Errorf("%q: got program %q; want ${workspaceFolder}/NN-stage", c.Name, prog)
			continue
		}
		if _, err := os.Stat(filepath.Join(repoRoot, dir, "main.go")); err != nil {
			t.Errorf("%q: got program %q; want a stage with a main.go (%v)", c.Name, prog, err)
		}
	}

	wantHost, wantPort := headlessAddress(t)
	if len(attaches) != 1 {
		t.Fatalf("got %d attach configurations; want 1", len(attaches))
	}
	a := attaches[0]
	if a.Mode != "remote" || a.Host != wantHost || a.Port != wantPort {
		t.Errorf("%q: got mode %q, %s:%d; want mode \"remote\", %s:%d as in debugging.md",
			a.Name, a.Mode, a.Host, a.Port, wantHost, wantPort)
	}
}

func cutWorkspace(prog string) (string, bool) {
	const prefix = "${workspaceFolder}/"
	if len(prog) <= len(prefix) || prog[:len(prefix)] != prefix {
		return "", false
	}
	return prog[len(prefix):], true
}

var listenFlag = regexp.MustCompile(`--headless --listen=(\S+)`)

// headlessAddress is the address every headless delve in debugging.md listens on.
func headlessAddress(t *testing.T) (string, int) {
	t.Helper()
	src, err := os.ReadFile("debugging.md")
	if err != nil {
		t.Fatal(err)
	}
	ms := listenFlag.FindAllSubmatch(src, -1)
	if len(ms) == 0 {
		t.Fatal("got no `--headless --listen=host:port` in debugging.md; want the headless command")
	}
	var host string
	var port int
	for i, m := range ms {
		h, p, err := net.SplitHostPort(string(m[1]))
		if err != nil {
			t.Fatal(err)
		}
		n, err := strconv.Atoi(p)
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && (h != host || n != port) {
			t.Errorf("got headless addresses %s:%d and %s:%d in debugging.md; want one", host, port, h, n)
		}
		host, port = h, n
	}
	return host, port
}

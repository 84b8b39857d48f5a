package framework

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseBreakpointTables(t *testing.T) {
	src := "# Chapter\n\n## Suggested breakpoints\n\n" +
		"```\n| breakpoint | fires |\n|---|---|\n| `not/a.Table` | start-up |\n```\n\n" +
		"| breakpoint | fires on | look at |\n" +
		"|---|---|---|\n" +
		"| `04-x/app.Run` | once at start-up | `print opts`: every group |\n" +
		"| `04-x/a.(*H).ServeHTTP` | `curl -s localhost:8080/x` | `h.field`, `print req.URL.Path` |\n" +
		"| `04-x/b.sync` | `kubectl apply -f c.yaml`, then `kubectl get c` | `print key` |\n" +
		"| `04-x/c.sync` | the same, and `kubectl apply -f bad.yaml` | |\n" +
		"| `04-x/d.F` | on shutdown: `kill -TERM` | |\n" +
		"| `04-x/e.G` | not checked: needs a second etcd | |\n" +
		"| `04-x/f.H` | `go test ./04-x/f -run TestH` | `print a \\| b` |\n" +
		"\nText.\n\n| ours | upstream |\n|---|---|\n| `04-x/app.Run` | `Run` |\n"
	tables, err := ParseBreakpointTables("x.md", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(tables) != 1 {
		t.Fatalf("got %d tables; want 1 (not the fenced one, not the map)", len(tables))
	}
	tb := tables[0]
	if tb.Heading != "Suggested breakpoints" || tb.Line != 11 {
		t.Errorf("got heading %q line %d; want \"Suggested breakpoints\" line 11", tb.Heading, tb.Line)
	}
	type row struct {
		Symbol, Trigger string
		Commands        []string
		Group           int
		Reason          string
		Prints          []string
	}
	var got []row
	for _, r := range tb.Rows {
		got = append(got, row{r.Symbol, r.Trigger, r.Commands, r.Group, r.Reason, r.Prints})
	}
	want := []row{
		{"04-x/app.Run", TriggerStartup, nil, 1, "", []string{"opts"}},
		{"04-x/a.(*H).ServeHTTP", TriggerCommands, []string{"curl -s localhost:8080/x"}, 2, "", []string{"req.URL.Path"}},
		{"04-x/b.sync", TriggerCommands, []string{"kubectl apply -f c.yaml", "kubectl get c"}, 3, "", []string{"key"}},
		{"04-x/c.sync", TriggerCommands, []string{"kubectl apply -f c.yaml", "kubectl get c", "kubectl apply -f bad.yaml"}, 3, "", nil},
		{"04-x/d.F", TriggerShutdown, nil, 4, "", nil},
		{"04-x/e.G", TriggerUnchecked, nil, 5, "needs a second etcd", nil},
		{"04-x/f.H", TriggerGoTest, []string{"go test ./04-x/f -run TestH"}, 6, "", []string{"a | b"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got rows\n%+v\nwant\n%+v", got, want)
	}
}

func TestParseBreakpointTablesErrors(t *testing.T) {
	for _, tc := range []struct{ name, table, want string }{
		{"no fires column", "| breakpoint | look at |\n|---|---|\n| `a.F` | x |\n", "no \"fires\" column"},
		{"unreadable trigger", "| breakpoint | fires |\n|---|---|\n| `a.F` | sometimes |\n", "cannot tell what makes"},
		{"same first", "| breakpoint | fires |\n|---|---|\n| `a.F` | the same |\n", "first row"},
		{"no symbol", "| breakpoint | fires |\n|---|---|\n| a.F | start-up |\n", "no backticked symbol"},
		{"go test and kubectl", "| breakpoint | fires |\n|---|---|\n| `a.F` | `go test ./a -run X`, `kubectl get x` |\n", "go test and other"},
		{"cells", "| breakpoint | fires |\n|---|---|\n| `a.F` | start-up | x |\n", "got 3 cells"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseBreakpointTables("x.md", "## Suggested breakpoints\n\n"+tc.table)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got error %v; want one containing %q", err, tc.want)
			}
		})
	}
}

func TestSplitCommand(t *testing.T) {
	got, err := SplitCommand(`kubectl patch deployment web -p '{"spec":{"replicas":2}}'  x"y z"`)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"kubectl", "patch", "deployment", "web", "-p", `{"spec":{"replicas":2}}`, "xy z"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q; want %q", got, want)
	}
	if _, err := SplitCommand(`a 'b`); err == nil {
		t.Error("got no error for an unclosed quote")
	}
}

package server_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/printer"
	"go/token"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kube-rebuilt/apiserver/01-scheme/api/legacyscheme"
	genericrequest "github.com/kube-rebuilt/apiserver/02-generic-server/endpoints/request"
	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	genericserver "github.com/kube-rebuilt/apiserver/02-generic-server/server"
	"github.com/kube-rebuilt/apiserver/02-generic-server/warning"
	"github.com/kube-rebuilt/apiserver/06-filters/endpoints/request"
	"github.com/kube-rebuilt/apiserver/06-filters/server"
)

var update = flag.Bool("update", false, "rewrite testdata/handler-chain-order.golden from handler_chain.go")

const orderGolden = "testdata/handler-chain-order.golden"

// TestHandlerChainOrder lists the filters of BuildHandlerChain outermost
// first, as a request meets them, and compares the list with the golden
// file: a change of the order shows in review as a diff of that file.
// The list is read from handler_chain.go with go/ast, every call on the
// right of `handler = ...` in source order (innermost first), then
// reversed. A filter the chain adds only under a condition says which.
//
//	go test ./06-filters/server -run TestHandlerChainOrder -update
func TestHandlerChainOrder(t *testing.T) {
	filters, err := chainFilters("handler_chain.go", "BuildHandlerChain")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("# The filters of 06-filters/server.(*HandlerChainConfig).BuildHandlerChain,\n")
	b.WriteString("# outermost first, as a request meets them. \"source\" is the filter's place\n")
	b.WriteString("# in handler_chain.go, which lists them innermost first.\n")
	b.WriteString("# Regenerate: go test ./06-filters/server -run TestHandlerChainOrder -update\n")
	for i, f := range slices.Backward(filters) {
		fmt.Fprintf(&b, "%2d. %-55s source %2d", len(filters)-i, f.call, i+1)
		if f.cond != "" {
			fmt.Fprintf(&b, "  (if %s)", f.cond)
		}
		b.WriteString("\n")
	}
	got := b.String()

	if *update {
		if err := os.MkdirAll(filepath.Dir(orderGolden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(orderGolden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(orderGolden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("the chain's order changed; if on purpose, run with -update\ngot:\n%s\nwant:\n%s", got, want)
	}
}

// chainFilter is one `handler = ...` of the chain: the call's source,
// without its handler argument, and the condition of the if around it.
type chainFilter struct{ call, cond string }

// chainFilters parses file and returns, in source order, the filters the
// function fn assigns to `handler`.
func chainFilters(file, fn string) ([]chainFilter, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, 0)
	if err != nil {
		return nil, err
	}
	src := func(n ast.Node) string {
		var buf bytes.Buffer
		printer.Fprint(&buf, fset, n)
		return buf.String()
	}
	var filters []chainFilter
	var walk func(stmts []ast.Stmt, cond string)
	walk = func(stmts []ast.Stmt, cond string) {
		for _, s := range stmts {
			switch s := s.(type) {
			case *ast.IfStmt:
				walk(s.Body.List, src(s.Cond))
			case *ast.AssignStmt:
				if len(s.Lhs) != 1 || src(s.Lhs[0]) != "handler" || s.Tok != token.ASSIGN {
					continue
				}
				call, ok := s.Rhs[0].(*ast.CallExpr)
				if !ok {
					continue
				}
				name := src(call.Fun)
				if name == "wrap" && len(call.Args) == 2 {
					// wrap(handler, c.Security.X): the filter is its argument
					name = "wrap(" + src(call.Args[1]) + ")"
				}
				filters = append(filters, chainFilter{call: name, cond: cond})
			}
		}
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name.Name == fn {
			walk(fd.Body.List, "")
			return filters, nil
		}
	}
	return nil, fmt.Errorf("%s: no func %s", file, fn)
}

// newChain builds BuildHandlerChain around inner with the defaults of
// NewHandlerChainConfig and a stage 02 Config, whose
// MuxAndDiscoveryComplete signal never fires here (requests are marked
// incomplete, which only changes how a 404 is counted). The security
// filters record their names in *calls.
func newChain(t *testing.T, inner http.Handler, calls *[]string) http.Handler {
	t.Helper()
	// panics and timeouts log; keep the test's output for failures
	old := klog.SetOutput(io.Discard)
	t.Cleanup(func() { klog.SetOutput(old) })

	gc := genericserver.NewConfig(legacyscheme.Codecs)
	gc.RequestTimeout = 5 * time.Second
	c := server.NewHandlerChainConfig()
	var mu sync.Mutex
	record := func(name string) func(http.Handler) http.Handler {
		return func(h http.Handler) http.Handler {
			return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				mu.Lock()
				*calls = append(*calls, name)
				mu.Unlock()
				h.ServeHTTP(w, r)
			})
		}
	}
	c.Security = server.SecurityFilters{
		Authentication: record("authentication"),
		Impersonation:  record("impersonation"),
		Authorization:  record("authorization"),
	}
	if err := c.ApplyTo(gc); err != nil {
		t.Fatal(err)
	}
	return c.BuildHandlerChain(inner, gc)
}

func TestHandlerChainEndToEnd(t *testing.T) {
	tests := []struct {
		name         string
		path         string
		wantDeadline bool
	}{
		{"get", "/api/v1/namespaces/default/configmaps/cm", true},
		{"list", "/apis/apps/v1/deployments", true},
		{"watch", "/api/v1/namespaces/default/configmaps?watch=true", false},
		{"non-resource", "/healthz", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls []string
			var problems []string
			inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				ctx := r.Context()
				if _, ok := genericrequest.RequestInfoFrom(ctx); !ok {
					problems = append(problems, "no RequestInfo in the context")
				}
				if ts, ok := request.ReceivedTimestampFrom(ctx); !ok || ts.IsZero() {
					problems = append(problems, "no received timestamp in the context")
				}
				if _, ok := ctx.Deadline(); ok != tt.wantDeadline {
					problems = append(problems, fmt.Sprintf("deadline: got %v; want %v", ok, tt.wantDeadline))
				}
				warning.AddWarning(ctx, "from the handler")
				calls = append(calls, "handler")
				w.WriteHeader(http.StatusOK)
			})
			h := newChain(t, inner, &calls)

			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
			if rec.Code != http.StatusOK {
				t.Fatalf("GET %s: got %d; want 200\n%s", tt.path, rec.Code, rec.Body)
			}
			for _, p := range problems {
				t.Error(p)
			}
			want := []string{"authentication", "impersonation", "authorization", "handler"}
			if !slices.Equal(calls, want) {
				t.Errorf("calls: got %v; want %v", calls, want)
			}
			if got, want := rec.Header().Get("Warning"), `299 - "from the handler"`; got != want {
				t.Errorf("Warning: got %q; want %q", got, want)
			}
			if got := rec.Header().Get("Audit-Id"); got == "" {
				t.Error("Audit-Id: got none; want an ID")
			}
			if got, want := rec.Header().Get("Cache-Control"), "no-cache, private"; got != want {
				t.Errorf("Cache-Control: got %q; want %q", got, want)
			}
		})
	}
}

// TestHandlerChainPanic: a handler that panics answers 500, and the chain
// serves the next request.
func TestHandlerChainPanic(t *testing.T) {
	var calls []string
	inner := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("panic") == "true" {
			panic("boom")
		}
		w.WriteHeader(http.StatusOK)
	})
	h := newChain(t, inner, &calls)
	for _, tt := range []struct {
		path string
		want int
	}{
		{"/api/v1/namespaces/default/configmaps/cm?panic=true", http.StatusInternalServerError},
		{"/api/v1/namespaces/default/configmaps/cm", http.StatusOK},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, tt.path, nil))
		if rec.Code != tt.want {
			t.Errorf("GET %s: got %d; want %d\n%s", tt.path, rec.Code, tt.want, rec.Body)
		}
		if rec.Header().Get("Audit-Id") == "" {
			t.Errorf("GET %s: no Audit-Id header", tt.path)
		}
	}
}

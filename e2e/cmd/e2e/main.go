// Command e2e runs the end-to-end suite and prints, at the end, one summary
// line per stage and client (scenarios passed, failed, skipped):
//
//	go -C e2e run ./cmd/e2e            # the whole suite
//	go -C e2e run ./cmd/e2e -run TestScenarios/02-generic-server -v
//
// It runs `go test -trimpath -count=1 -json ./... <args>` and prints what plain
// go test would (the ok/FAIL line of each package, the output of failed
// tests; everything with -v). Why not plain go test: in package-list mode
// it hides the output of a passing package, summary lines included, and
// it caches results, while the stages under test are built by the tests
// themselves, so go test cannot see when they change (-count=1 turns the
// cache off).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
)

// summaryPrefix starts the lines framework.PrintSummary writes.
const summaryPrefix = "e2e summary: "

// event is one line of go test -json (see go doc test2json).
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
	Elapsed float64 // seconds, on pass, fail and skip
}

// defaultTimeout bounds each package's tests. go test's own default, 10
// minutes a package, killed the e2e package on a cold, busy machine: its
// tests build every stage and both kubectls and run them all. 45 minutes
// is far above a cold run's need (about 12) and leaves CI's 90 minutes
// room to report.
const defaultTimeout = "45m"

// hasTimeout says whether the caller set go test's -timeout.
func hasTimeout(args []string) bool {
	return slices.ContainsFunc(args, func(a string) bool {
		return strings.HasPrefix(a, "-timeout") || strings.HasPrefix(a, "-test.timeout")
	})
}

func main() {
	args := os.Args[1:]
	verbose := slices.Contains(args, "-v") || slices.Contains(args, "-test.v")
	// -trimpath: the build cache then serves a fresh clone in another
	// directory (CI's) as it serves this checkout.
	flags := []string{"test", "-trimpath", "-count=1", "-json"}
	if !hasTimeout(args) {
		flags = append(flags, "-timeout="+defaultTimeout)
	}
	cmd := exec.Command("go", append(append(flags, "./..."), args...)...)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		fail(err)
	}
	if err := cmd.Start(); err != nil {
		fail(err)
	}
	summaries, times := filter(stdout, os.Stdout, verbose)
	err = cmd.Wait()
	if len(summaries) > 0 {
		fmt.Println()
		for _, s := range summaries {
			fmt.Print(s)
		}
		fmt.Println(total(summaries))
	}
	printSlowest(os.Stdout, times, slowestShown)
	if err != nil {
		if exit, ok := err.(*exec.ExitError); ok {
			os.Exit(exit.ExitCode())
		}
		fail(err)
	}
}

// filter reads go test -json events from r and writes to w what go test
// would print without -json: package lines, and the output of a test only
// if it fails (or always, if verbose). It returns the summary lines, which
// it holds back for the end, and how long each test and its subtests two levels down
// took.
func filter(r io.Reader, w io.Writer, verbose bool) ([]string, []duration) {
	var summaries []string
	var times []duration
	held := map[string][]string{} // package + test -> output lines
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			fmt.Fprintln(w, sc.Text()) // not an event: pass it on
			continue
		}
		key := e.Package + " " + e.Test
		if e.Test != "" && strings.Count(e.Test, "/") <= 2 &&
			(e.Action == "pass" || e.Action == "fail") {
			times = append(times, duration{e.Test, e.Elapsed})
		}
		switch {
		case e.Action == "output" && strings.HasPrefix(e.Output, summaryPrefix):
			summaries = append(summaries, e.Output)
		case e.Action == "output" && (verbose || e.Test == ""):
			if verbose || e.Output != "PASS\n" {
				fmt.Fprint(w, e.Output)
			}
		case e.Action == "output":
			held[key] = append(held[key], e.Output)
		case e.Action == "build-output":
			fmt.Fprint(w, e.Output)
		case e.Action == "fail" && e.Test != "":
			for _, line := range held[key] {
				if !strings.HasPrefix(line, "=== ") {
					fmt.Fprint(w, line)
				}
			}
			delete(held, key)
		case e.Action == "pass" || e.Action == "skip":
			delete(held, key)
		case e.Action == "fail" && e.Test == "":
			// The package failed with tests still running (a panic, a
			// timeout): what they printed is the only clue.
			for k, lines := range held {
				if strings.HasPrefix(k, e.Package+" ") {
					fmt.Fprint(w, strings.Join(lines, ""))
					delete(held, k)
				}
			}
		}
	}
	return summaries, times
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "e2e:", err)
	os.Exit(2)
}

var counts = regexp.MustCompile(`(\d+) passed, (\d+) failed, (\d+) skipped`)

// total adds up the summary lines into the closing line CI reads:
// "e2e: 40 passed, 0 failed, 0 skipped".
func total(summaries []string) string {
	var passed, failed, skipped int
	for _, s := range summaries {
		if m := counts.FindStringSubmatch(s); m != nil {
			var p, f, k int
			fmt.Sscan(m[1], &p)
			fmt.Sscan(m[2], &f)
			fmt.Sscan(m[3], &k)
			passed, failed, skipped = passed+p, failed+f, skipped+k
		}
	}
	return fmt.Sprintf("e2e: %d passed, %d failed, %d skipped", passed, failed, skipped)
}

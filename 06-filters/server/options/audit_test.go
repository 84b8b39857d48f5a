package options

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	metav1 "github.com/kube-rebuilt/apiserver/01-scheme/apis/meta/v1"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
)

const testPolicy = "apiVersion: audit.k8s.io/v1\nkind: Policy\nrules:\n- level: Metadata\n"

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestAuditFlags(t *testing.T) {
	o := NewAuditOptions()
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	o.AddFlags(fs)
	err := fs.Parse([]string{"--audit-policy-file=/p.yaml", "--audit-log-path=-", "--audit-log-maxage=1",
		"--audit-log-maxbackup=2", "--audit-log-maxsize=3", "--audit-log-format=legacy", "--audit-log-compress",
		"--audit-log-mode=blocking-strict"})
	if err != nil {
		t.Fatal(err)
	}
	want := AuditOptions{PolicyFile: "/p.yaml", LogOptions: AuditLogOptions{Path: "-", MaxAge: 1, MaxBackups: 2,
		MaxSize: 3, Format: "legacy", Compress: true, Mode: "blocking-strict"}}
	if *o != want {
		t.Errorf("got %+v; want %+v", *o, want)
	}
}

func TestAuditValidate(t *testing.T) {
	tests := []struct {
		name   string
		change func(*AuditLogOptions)
		want   []string
	}{
		{"defaults without a path", func(o *AuditLogOptions) {}, nil},
		{"defaults with a path", func(o *AuditLogOptions) { o.Path = "-" }, nil},
		{"batch", func(o *AuditLogOptions) { o.Path, o.Mode = "-", "batch" }, []string{"batch is left out"}},
		{"unknown mode", func(o *AuditLogOptions) { o.Path, o.Mode = "-", "fast" }, []string{"invalid audit log mode fast"}},
		{"format", func(o *AuditLogOptions) { o.Path, o.Format = "-", "xml" }, []string{"invalid audit log format xml"}},
		{"negative numbers", func(o *AuditLogOptions) { o.Path, o.MaxAge, o.MaxBackups, o.MaxSize = "-", -1, -2, -3 },
			[]string{"--audit-log-maxage -1", "--audit-log-maxbackup -2", "--audit-log-maxsize -3"}},
		{"no path, nothing checked", func(o *AuditLogOptions) { o.Format = "xml" }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := NewAuditOptions()
			tt.change(&o.LogOptions)
			errs := o.Validate()
			if len(errs) != len(tt.want) {
				t.Fatalf("got %v; want %d errors containing %q", errs, len(tt.want), tt.want)
			}
			for i, err := range errs {
				if !strings.Contains(err.Error(), tt.want[i]) {
					t.Errorf("got %q; want it to contain %q", err, tt.want[i])
				}
			}
		})
	}
}

func TestAuditApplyTo(t *testing.T) {
	dir := t.TempDir()
	policyFile := writeFile(t, dir, "policy.yaml", testPolicy)
	badPolicy := writeFile(t, dir, "bad.yaml", "apiVersion: audit.k8s.io/v1\nkind: Policy\nrules:\n- level: Loud\n")
	notADir := writeFile(t, dir, "file", "")
	tests := []struct {
		name                  string
		policy, path          string
		wantBackend, wantEval bool
		wantErr               string
		wantFile              string
	}{
		{"nothing: audit off", "", "", false, false, "", ""},
		{"policy, no log", policyFile, "", false, true, "", ""},
		{"log, no policy: opened, no backend", "", filepath.Join(dir, "a", "audit.log"), false, false, "", filepath.Join(dir, "a", "audit.log")},
		{"both", policyFile, filepath.Join(dir, "b", "audit.log"), true, true, "", filepath.Join(dir, "b", "audit.log")},
		{"stdout", policyFile, "-", true, true, "", ""},
		{"bad policy", badPolicy, "-", false, false, "line 4: rules[0].level", ""},
		{"missing policy", filepath.Join(dir, "missing.yaml"), "-", false, false, "missing.yaml", ""},
		{"unwritable path", policyFile, filepath.Join(notADir, "audit.log"), false, false, "--audit-log-path=" + filepath.Join(notADir, "audit.log") + " cannot be written", ""},
		{"unwritable without policy", "", filepath.Join(notADir, "x", "audit.log"), false, false, "cannot be written", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := NewAuditOptions()
			o.PolicyFile, o.LogOptions.Path = tt.policy, tt.path
			backend, evaluator, err := o.ApplyTo()
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("got error %v; want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("got %v; want no error", err)
			}
			if (backend != nil) != tt.wantBackend || (evaluator != nil) != tt.wantEval {
				t.Errorf("got backend %v, evaluator %v; want backend %v, evaluator %v", backend, evaluator, tt.wantBackend, tt.wantEval)
			}
			if tt.wantFile != "" {
				if _, err := os.Stat(tt.wantFile); err != nil {
					t.Errorf("got %v; want the log file created at start-up", err)
				}
			}
			if backend != nil && tt.path != "-" {
				backend.Shutdown()
			}
		})
	}
}

func TestAuditLogRotates(t *testing.T) {
	dir := t.TempDir()
	o := NewAuditOptions()
	o.PolicyFile = writeFile(t, dir, "policy.yaml", testPolicy)
	o.LogOptions.Path = filepath.Join(dir, "logs", "audit.log")
	o.LogOptions.MaxSize = 1 // MB, lumberjack's smallest
	o.LogOptions.MaxBackups = 2
	backend, _, err := o.ApplyTo()
	if err != nil {
		t.Fatal(err)
	}
	defer backend.Shutdown()
	ev := &auditv1.Event{Level: auditv1.LevelMetadata, Stage: auditv1.StageResponseComplete,
		RequestURI: "/api/v1/namespaces/default/configmaps/" + strings.Repeat("x", 900), Verb: "get",
		RequestReceivedTimestamp: metav1.NowMicro(), StageTimestamp: metav1.NowMicro()}
	for i := 0; i < 2500; i++ { // about 2.5 MB: two rotations
		ev.AuditID = metav1.UID(strconv.Itoa(i))
		if !backend.ProcessEvents(ev) {
			t.Fatal("got ProcessEvents false; want true")
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "logs", "audit*.log"))
	if len(files) != 3 {
		t.Errorf("got files %v; want audit.log and 2 rotated backups", files)
	}
	for _, file := range files {
		assertJSONLines(t, file)
	}
}

func assertJSONLines(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	scanner := bufio.NewScanner(f)
	lines := 0
	for scanner.Scan() {
		var ev auditv1.Event
		if err := json.Unmarshal(scanner.Bytes(), &ev); err != nil || ev.Kind != "Event" {
			t.Fatalf("%s line %d: got %q (%v); want a JSON Event", path, lines+1, scanner.Text(), err)
		}
		lines++
	}
	if lines == 0 {
		t.Errorf("got an empty %s; want events", path)
	}
}

func TestAuditLogModes(t *testing.T) {
	tests := []struct {
		mode string
		want bool
	}{
		{ModeBlocking, true},
		{ModeBlockingStrict, false},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			o := AuditLogOptions{Format: "json", Mode: tt.mode}
			b := o.newBackend(failingWriter{})
			if got := b.ProcessEvents(&auditv1.Event{}); got != tt.want {
				t.Errorf("got ProcessEvents %v for a failing write; want %v", got, tt.want)
			}
		})
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, os.ErrClosed }

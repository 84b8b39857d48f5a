package framework

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// Keys of the values Setup hands to the custom commands of one script.
type (
	serverKey     struct{}
	tbKey         struct{}
	envKey        struct{}
	backgroundKey struct{}
)

// RunScripts runs every scenario in e2e/testdata/<stage>/*.txtar with
// kubectl k. Each script gets a server of its own (StartServer) and this
// environment:
//
//	PATH            $WORK/.bin first, holding kubectl -> e2e/.bin/kubectl-<version>
//	HOME            $WORK/.home, so nothing is read from the user's home
//	KUBECONFIG      $WORK/.home/.kube/config, pointing at the server over plain
//	                HTTP; for a Secure stage (07 on) over HTTPS, as
//	                kubernetes-admin (system:masters): Server.WriteKubeconfig
//	KUBECACHEDIR    $WORK/.home/.kube/cache, kubectl's discovery and OpenAPI cache
//	SERVER          the server's URL (Server.URL: plain HTTP up to stage 06,
//	                HTTPS from 07 on); SECURE_SERVER its HTTPS URL
//	DATA_DIR        the server's data directory (certificates/ holds its
//	                serving certificate: self-signed up to stage 06, from
//	                07 on the PKI the server made, ca.crt, admin.crt ...)
//	KUBECTL_VERSION v1.37.2; the condition [kubectl:1.32] is true for kubectl 1.32
//	REPO_ROOT       the main module's directory, for a stage's own manifests
//	                (05-aggregator/sample-apiserver/artifacts/...)
//
// A Secure stage's scripts also get
//
//	CA_FILE         the server's CA certificate (Server.CAFile)
//	ALICE_TOKEN     a bearer token per TokenUsers entry, $<NAME>_TOKEN
//	BOB_TOKEN       (bob is in the group team-a)
//
// and the condition [authn] is true for them: an inherited scenario can
// check what changes once requests are authenticated.
//
// A stage's helper programs (Stage.Helpers) are on PATH under their names,
// and each Helper.PortEnv (stage 05: SAMPLE_PORT) holds a free loopback port.
//
// Besides testscript's commands, scripts can use those of ScriptCommands.
func RunScripts(t *testing.T, stage string, k Kubectl) {
	t.Helper()
	RunScriptsFrom(t, stage, stage, k)
}

// RunScriptsFrom runs the scenarios of e2e/testdata/<from>/*.txtar against
// stage with kubectl k, as RunScripts does: a later stage runs an earlier
// stage's scenarios this way (Stage.Inherits).
func RunScriptsFrom(t *testing.T, stage, from string, k Kubectl) {
	t.Helper()
	kubectl := k.Path(t)
	line := fmt.Sprintf("%s: kubectl %s scenarios", stage, k.Version)
	if from != stage {
		line = fmt.Sprintf("%s: kubectl %s scenarios of %s", stage, k.Version, from)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("testdata", from),
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Setup: func(env *testscript.Env) error {
			tb := env.T().(testing.TB)
			Track(tb, line)
			return setupScript(tb, env, stage, k, kubectl)
		},
		Condition: func(cond string) (bool, error) {
			if minor, ok := strings.CutPrefix(cond, "kubectl:"); ok {
				return minor == k.Minor(), nil
			}
			if cond == "authn" {
				return LookupStage(t, stage).Secure, nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
		Cmds: ScriptCommands(),
	})
}

// setupScript starts the server and builds the script's environment.
func setupScript(tb testing.TB, env *testscript.Env, stage string, k Kubectl, kubectl string) error {
	srv := StartServer(tb, stage, Options{})
	bin := filepath.Join(env.WorkDir, ".bin")
	home := filepath.Join(env.WorkDir, ".home")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		return err
	}
	if err := os.Symlink(kubectl, filepath.Join(bin, "kubectl")); err != nil {
		return err
	}
	// The stage's helper programs (stage 05's sample-apiserver), each on
	// PATH under its name, with a free port in its PortEnv variable.
	for name, h := range srv.Stage.Helpers {
		if err := os.Symlink(BuildHelper(tb, stage, name), filepath.Join(bin, name)); err != nil {
			return err
		}
		if h.PortEnv != "" {
			env.Setenv(h.PortEnv, strconv.Itoa(FreePort(tb)))
		}
	}
	kubeconfig := filepath.Join(home, ".kube", "config")
	srv.WriteKubeconfig(tb, kubeconfig)
	env.Setenv("PATH", bin+string(filepath.ListSeparator)+env.Getenv("PATH"))
	env.Setenv("HOME", home)
	env.Setenv("KUBECONFIG", kubeconfig)
	env.Setenv("KUBECACHEDIR", filepath.Join(home, ".kube", "cache"))
	env.Setenv("SERVER", srv.URL)
	env.Setenv("SECURE_SERVER", srv.SecureURL)
	env.Setenv("DATA_DIR", srv.DataDir)
	env.Setenv("KUBECTL_VERSION", k.Version)
	env.Setenv("REPO_ROOT", RepoRoot(tb))
	if srv.Stage.Secure {
		env.Setenv("CA_FILE", srv.CAFile)
		for _, u := range TokenUsers {
			env.Setenv(u.TokenEnv(), u.Token)
		}
	}
	env.Values[serverKey{}] = srv
	env.Values[tbKey{}] = tb
	env.Values[envKey{}] = env.Vars
	env.Values[backgroundKey{}] = map[string]*exec.Cmd{}
	return nil
}

// ScriptCommands returns the commands the harness adds to testscript's:
//
//	skip-unless-served requirement...
//	    skip the script while the server does not serve a requirement
//	    ("v1/configmaps", "apps/v1/deployments", "/openapi/v3"); see
//	    Server.SkipUnlessServed.
//	bg name program [args...]
//	    start program in the background, its stdout and stderr going to the
//	    files name.stdout and name.stderr (testscript's own `exec ... &`
//	    shows output only once the program has exited).
//	waitfor [-timeout=20s] file regexp
//	    wait until file has a line matching regexp (multi-line mode), for
//	    example until a background kubectl get --watch has printed its list.
//	bgstop name
//	    interrupt a background program (SIGINT, as Ctrl-C) and wait for it.
//	[!] bgwait [-timeout=30s] name
//	    wait for a background program to exit by itself, with status 0 (or,
//	    with !, anything else).
//	[!] eventually [-timeout=20s] program [args...]
//	    run program as exec does until it exits with status 0 (with !, with
//	    any other status), every 100ms until the timeout; stdout and stderr
//	    then match what its last run printed. For what the server makes
//	    true soon but not at once: an RBAC binding that the authorizer's
//	    informers have yet to see, say.
func ScriptCommands() map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	return map[string]func(ts *testscript.TestScript, neg bool, args []string){
		"skip-unless-served": cmdSkipUnlessServed,
		"bg":                 cmdBackground,
		"waitfor":            cmdWaitFor,
		"bgstop":             cmdBackgroundStop,
		"bgwait":             cmdBackgroundWait,
		"eventually":         cmdEventually,
	}
}

func cmdSkipUnlessServed(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: skip-unless-served requirement...")
	}
	srv := ts.Value(serverKey{}).(*Server)
	srv.SkipUnlessServed(ts.Value(tbKey{}).(testing.TB), args...)
}

func cmdBackground(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: bg name program [args...]")
	}
	name, prog := args[0], args[1]
	procs := ts.Value(backgroundKey{}).(map[string]*exec.Cmd)
	if procs[name] != nil {
		ts.Fatalf("bg: %s is already running", name)
	}
	path := lookPath(ts.Getenv("PATH"), prog)
	if path == "" {
		ts.Fatalf("bg: %s not found on the script's PATH", prog)
	}
	stdout, err := os.Create(ts.MkAbs(name + ".stdout"))
	ts.Check(err)
	stderr, err := os.Create(ts.MkAbs(name + ".stderr"))
	ts.Check(err)
	cmd := exec.Command(path, args[2:]...)
	cmd.Dir = ts.MkAbs(".")
	cmd.Env = ts.Value(envKey{}).([]string)
	cmd.Stdout, cmd.Stderr = stdout, stderr
	ts.Check(cmd.Start())
	procs[name] = cmd
	ts.Defer(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
		stdout.Close()
		stderr.Close()
	})
}

func cmdWaitFor(ts *testscript.TestScript, neg bool, args []string) {
	timeout := 20 * time.Second
	if len(args) > 0 && strings.HasPrefix(args[0], "-timeout=") {
		d, err := time.ParseDuration(strings.TrimPrefix(args[0], "-timeout="))
		ts.Check(err)
		timeout, args = d, args[1:]
	}
	if neg || len(args) != 2 {
		ts.Fatalf("usage: waitfor [-timeout=20s] file regexp")
	}
	file, re := args[0], regexp.MustCompile("(?m)"+args[1])
	deadline := time.Now().Add(timeout)
	for {
		data, err := os.ReadFile(ts.MkAbs(file))
		if err == nil && re.Match(data) {
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("waitfor: no line of %s matches %q after %v; %s so far:\n%s", file, args[1], timeout, file, data)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func cmdBackgroundStop(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: bgstop name")
	}
	cmd := takeBackground(ts, "bgstop", args[0])
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	cmd.Process.Signal(syscall.SIGINT)
	select {
	case err := <-done:
		ts.Logf("[%s exited: %v]", args[0], exitStatus(err))
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		<-done
		ts.Fatalf("bgstop: %s did not exit within 10s of SIGINT", args[0])
	}
}

func cmdBackgroundWait(ts *testscript.TestScript, neg bool, args []string) {
	timeout := 30 * time.Second
	if len(args) > 0 && strings.HasPrefix(args[0], "-timeout=") {
		d, err := time.ParseDuration(strings.TrimPrefix(args[0], "-timeout="))
		ts.Check(err)
		timeout, args = d, args[1:]
	}
	if len(args) != 1 {
		ts.Fatalf("usage: [!] bgwait [-timeout=30s] name")
	}
	cmd := takeBackground(ts, "bgwait", args[0])
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		switch {
		case err == nil && neg:
			ts.Fatalf("%s exited with status 0; want a failure", args[0])
		case err != nil && !neg:
			ts.Fatalf("%s: %v; want exit status 0", args[0], err)
		}
	case <-time.After(timeout):
		cmd.Process.Kill()
		<-done
		ts.Fatalf("bgwait: %s did not exit within %v", args[0], timeout)
	}
}

func cmdEventually(ts *testscript.TestScript, neg bool, args []string) {
	timeout := 20 * time.Second
	if len(args) > 0 && strings.HasPrefix(args[0], "-timeout=") {
		d, err := time.ParseDuration(strings.TrimPrefix(args[0], "-timeout="))
		ts.Check(err)
		timeout, args = d, args[1:]
	}
	if len(args) == 0 {
		ts.Fatalf("usage: [!] eventually [-timeout=20s] program [args...]")
	}
	deadline := time.Now().Add(timeout)
	for {
		err := ts.Exec(args[0], args[1:]...)
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			ts.Fatalf("eventually: %v", err) // not run at all
		}
		if (err == nil) != neg {
			return
		}
		if time.Now().After(deadline) {
			if neg {
				ts.Fatalf("eventually: %s still exits with status 0 after %v", args[0], timeout)
			}
			ts.Fatalf("eventually: %s still fails after %v: %v", args[0], timeout, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// takeBackground removes the background program name from the script's
// table and returns it.
func takeBackground(ts *testscript.TestScript, command, name string) *exec.Cmd {
	procs := ts.Value(backgroundKey{}).(map[string]*exec.Cmd)
	cmd := procs[name]
	if cmd == nil {
		ts.Fatalf("%s: no background program %s", command, name)
	}
	delete(procs, name)
	return cmd
}

func exitStatus(err error) string {
	if err == nil {
		return "status 0"
	}
	return err.Error()
}

// lookPath finds prog in the directories of path, the script's PATH (which
// exec.LookPath would not consult: it reads the test process's own).
func lookPath(path, prog string) string {
	if strings.ContainsRune(prog, os.PathSeparator) {
		return prog
	}
	for _, dir := range filepath.SplitList(path) {
		p := filepath.Join(dir, prog)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}
